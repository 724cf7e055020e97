import { use, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RegistrationGroup } from '../../../shared/catalog/registration-groups.ts';
import { requiredModulesFor } from '../../../shared/pricing.ts';
import type { PaymentNavigationState } from '../../../shared/proposal.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { cleanToasts, showToast } from '../../components/toasts.ts';
import type * as HistoryStateReader from './proposalHistoryState.ts';
import type { ProposalHistoryState } from './proposalHistoryState.ts';

let historyStateReader: Promise<typeof HistoryStateReader> | undefined;

/** One promise for every render, as use() needs; the module is loaded once, on the first history state to read. */
function loadHistoryStateReader(): Promise<typeof HistoryStateReader> {
  historyStateReader ??= import('./proposalHistoryState.ts');
  return historyStateReader;
}

/** The part of the payment state that depends on the page: its pricing, and the existing-provider details. */
type PaymentDetails = Omit<PaymentNavigationState, 'selectedGroups' | 'applicableModules'>;

function showDestructiveToast(title: string, message: string) {
  showToast({ color: 'red', title, message });
}

/** Selection, accepted terms and the move to /payment, shared by both proposal pages. */
export function useProposalState(groups: readonly RegistrationGroup[]) {
  const location = useLocation();
  const navigate = useNavigate();
  // A fresh visit has no state to read, and no reason to wait for the reader.
  const reader = location.state == null ? undefined : use(loadHistoryStateReader());
  const [restored] = useState(() => reader?.readProposalHistoryState(location.state));
  const [selectedGroupIds, setSelectedGroupIds] = useState<ReadonlySet<string>>(
    () => new Set(restored?.selectedGroupIds),
  );
  const [termsAccepted, setTermsAccepted] = useState(restored?.termsAccepted ?? false);
  const selectedGroups = groups.filter((group) => selectedGroupIds.has(group.id));

  // Stable, so that a re-render above the lazily loaded groups table does not make it drop its prerendered rows.
  const toggleGroup = useCallback((id: string) => {
    setSelectedGroupIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

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
