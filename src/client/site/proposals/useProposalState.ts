import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { RegistrationGroup } from '../../../shared/catalog/registration-groups.ts';
import { requiredModulesFor } from '../../../shared/pricing.ts';
import { existingProviderDetailsSchema, type PaymentNavigationState } from '../../../shared/proposal.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { cleanToasts, showToast } from '../../components/toasts.ts';

/**
 * What a proposal page keeps in its own history entry when it moves on to /payment, so that
 * going back (browser Back or the checkout's back button) shows the same selection, the
 * accepted terms and the service details. The history entry survives a reload; a fresh visit
 * from the menu starts empty.
 */
const proposalHistoryStateSchema = z.object({
  selectedGroupIds: z.array(z.string()),
  termsAccepted: z.boolean(),
  existingProviderDetails: existingProviderDetailsSchema.optional(),
});

type ProposalHistoryState = z.infer<typeof proposalHistoryStateSchema>;

/** The part of the payment state that depends on the page: its pricing, and the existing-provider details. */
type PaymentDetails = Omit<PaymentNavigationState, 'selectedGroups' | 'applicableModules'>;

function showDestructiveToast(title: string, message: string) {
  showToast({ color: 'red', title, message });
}

/** Selection, accepted terms and the move to /payment, shared by both proposal pages. */
export function useProposalState(groups: readonly RegistrationGroup[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const [restored] = useState(() => proposalHistoryStateSchema.safeParse(location.state).data);
  const [selectedGroupIds, setSelectedGroupIds] = useState<ReadonlySet<string>>(
    () => new Set(restored?.selectedGroupIds),
  );
  const [termsAccepted, setTermsAccepted] = useState(restored?.termsAccepted ?? false);
  const selectedGroups = groups.filter((group) => selectedGroupIds.has(group.id));

  function toggleGroup(id: string) {
    setSelectedGroupIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function acceptTerms() {
    setTermsAccepted(true);
    showToast({ title: 'Terms accepted', message: 'You can now proceed to payment.' });
  }

  function proceedToPayment(details: PaymentDetails) {
    if (selectedGroups.length === 0) {
      showDestructiveToast('No groups selected', 'Please select at least one registration group to proceed.');
      return;
    }
    if (!termsAccepted) {
      showDestructiveToast(
        'Terms and Conditions required',
        'Please read and accept the Terms and Conditions to proceed.',
      );
      return;
    }
    const historyState: ProposalHistoryState = {
      selectedGroupIds: selectedGroups.map((group) => group.id),
      termsAccepted,
      existingProviderDetails: details.existingProviderDetails,
    };
    const paymentState: PaymentNavigationState = {
      selectedGroups: selectedGroups.map(({ id, number, name, description, auditType }) => ({
        id,
        number,
        name,
        description,
        auditType,
      })),
      applicableModules: requiredModulesFor(selectedGroups),
      ...details,
    };
    // The proposal's toasts ('Terms accepted') do not follow the buyer into the checkout.
    cleanToasts();
    void navigate(location, { replace: true, state: historyState });
    void navigate(publicPaths.payment, { state: paymentState });
  }

  return {
    selectedGroups,
    selectedGroupIds,
    toggleGroup,
    termsAccepted,
    acceptTerms,
    canProceed: selectedGroups.length > 0 && termsAccepted,
    proceedToPayment,
    restoredServiceDetails: restored?.existingProviderDetails,
  };
}

export type ProposalState = ReturnType<typeof useProposalState>;
