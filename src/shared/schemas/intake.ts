import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR, plainText } from './fields.ts';

/** The landing page's contact form. The server's `intake.createLeadFromForm` validates the same fields. */
export const intakeFormSchema = z.object({
  name: plainText('Name')
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Please keep your name under 100 characters'),
  email: plainText('Email')
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(
      z
        .email('Please enter a valid email address')
        .max(254, 'Please keep your email address under 254 characters'),
    ),
  phone: plainText('Phone')
    .trim()
    .min(1, 'Please enter your phone number')
    .regex(/^\+?[\d\s()-]{6,20}$/, 'Please enter a valid phone number'),
  company: plainText('Company')
    .trim()
    .max(150, 'Please keep your company name under 150 characters')
    .optional(),
  message: plainText('Message', 'free')
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Please keep your message under 5,000 characters'),
});

/**
 * The form's fields plus `website`, a honeypot that people never see: a submission
 * with it filled in comes from a bot and should be dropped without creating a lead.
 */
export const intakeSubmissionSchema = intakeFormSchema.extend({
  website: plainText('Website').max(200),
});

export type IntakeSubmission = z.output<typeof intakeSubmissionSchema>;

/** What the page sends to `intake.createLeadFromForm`: the spec's {formType, formData} plus spam checks. */
export const intakeRequestSchema = z.object({
  formType: z.literal('contact', { error: 'Form type must be contact' }),
  formData: intakeFormSchema.extend({
    submittedAt: z.iso
      .datetime({ offset: true, error: 'submittedAt must be an ISO date-time' })
      .refine((value) => {
        const year = Number(value.slice(0, 4));
        return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
      }, `submittedAt must lie between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`),
  }),
  /** The honeypot's value; people leave it empty. */
  website: plainText('Website').max(200).default(''),
  /** The signed render time from `intake.formToken`. */
  formToken: plainText('Form token').max(200),
});

export type IntakeRequest = z.output<typeof intakeRequestSchema>;

/** A public form (the contact form, the checkout) sent after its signed render time ran out. */
export const FORM_EXPIRED = 'This form has expired. Please reload the page and try again.';
