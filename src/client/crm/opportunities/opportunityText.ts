import { formatAud } from '../../../shared/format.ts';

/** 'PN' from 'Priya Nair'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return letters.slice(0, 2);
}

/** Whole days since the opportunity entered its stage. */
export function daysInStage(stageChangedAt: Date, now = Date.now()): number {
  return Math.max(0, Math.floor((now - stageChangedAt.getTime()) / 86_400_000));
}

/** '$12,500', or 'No amount'. */
export function amountText(amount: number | null): string {
  return amount === null ? 'No amount' : formatAud(amount);
}
