/**
 * What a proposal page hands to the payment page through router state (spec section 3:
 * Selected group, Module, Pricing, Existing-provider details, Payment navigation state).
 * Router state is untyped at runtime, so the payment page reads it through these schemas.
 */
import { z } from 'zod';
import { modules, type ModuleId } from './catalog/modules.ts';

export const moduleIdSchema = z.custom<ModuleId>(
  (value) => modules.some((module) => module.id === value),
  'Unknown module',
);

export const selectedGroupSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  description: z.string(),
  auditType: z.enum(['Verification', 'Certification']),
});

export const applicableModuleSchema = z.object({
  id: moduleIdSchema,
  name: z.string(),
  description: z.string(),
  price: z.number(),
});

/** Amounts in dollars, ex GST except gst and total. The module lines, auditPrice and extras add up to subtotal. */
export const proposalPricingSchema = z.object({
  modules: z.array(z.object({ moduleId: moduleIdSchema, price: z.number() })),
  auditPrice: z.number(),
  extras: z.array(z.object({ label: z.string(), amount: z.number() })),
  subtotal: z.number(),
  gst: z.number(),
  total: z.number(),
});

const countSchema = z.number().int().min(0);

export const existingProviderDetailsSchema = z.object({
  hasClients: z.boolean(),
  clientCount: countSchema,
  modulesWithClients: z.array(moduleIdSchema),
  outlets: z.object({ sil: countSchema, sda: countSchema, office: countSchema, groupCentre: countSchema }),
});

export const paymentNavigationStateSchema = z.object({
  selectedGroups: z.array(selectedGroupSchema),
  pricing: proposalPricingSchema,
  applicableModules: z.array(applicableModuleSchema),
  providerType: z.literal('existing').optional(),
  existingProviderDetails: existingProviderDetailsSchema.optional(),
});

export type SelectedGroup = z.infer<typeof selectedGroupSchema>;
export type ProposalPricing = z.infer<typeof proposalPricingSchema>;
export type ExistingProviderDetails = z.infer<typeof existingProviderDetailsSchema>;
export type OutletKind = keyof ExistingProviderDetails['outlets'];
export type PaymentNavigationState = z.infer<typeof paymentNavigationStateSchema>;
