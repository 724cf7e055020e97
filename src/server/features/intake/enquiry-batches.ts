import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntakeRequest } from '../../../shared/schemas/intake.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { saveEnquiries } from './service.ts';

/** How many saves run at once: one writing while the next is read and prepared. */
const SAVES_AT_ONCE = 2;
/**
 * How long a save that would start beside a running one waits before it takes its batch, so
 * the enquiries that arrive meanwhile join it. A transaction costs the server about 4 ms of CPU
 * whatever its size and 0.6 ms more an enquiry (README: "The contact form at 10 connections"), so
 * a busy site takes more enquiries a second in fewer, bigger batches.
 */
const SECOND_SAVE_DELAY_MS = 4;
/** The most enquiries one transaction saves. */
const MOST_IN_A_BATCH = 50;

/** `keys`: what its contact and account are found by (keysOf). */
type Waiting = {
  request: IntakeRequest;
  keys: string[];
  saved: () => void;
  failed: (error: unknown) => void;
};
/** `busy`: the keys of the enquiries being saved now; `starting`: a save waits to start (SECOND_SAVE_DELAY_MS). */
type Queue = { waiting: Waiting[]; saving: number; busy: Set<string>; starting: boolean };

/** Each database's enquiries waiting to be saved (several test servers may share one process). */
const queues = new WeakMap<object, Queue>();

/**
 * Saves a website enquiry, resolving once it is committed, as group commit does: an enquiry
 * that comes while SAVES_AT_ONCE saves are running waits for one of them to end, and is then
 * saved in one transaction with every enquiry that came meanwhile; one that comes while a
 * single save runs starts the next after SECOND_SAVE_DELAY_MS. So a quiet site saves each at
 * once, and a busy one pays a transaction, its statements and the leads' statement triggers
 * once for many (multi-row inserts), not once for each. Nothing waits only in this process's
 * memory: a request is answered after its commit, so an instance that dies takes with it only
 * unanswered requests, as it would without batches.
 */
export function saveEnquiry(em: EntityManager, jobs: Jobs, request: IntakeRequest): Promise<void> {
  const database = em.getDriver();
  let queue = queues.get(database);
  if (!queue) queues.set(database, (queue = { waiting: [], saving: 0, busy: new Set(), starting: false }));
  const saved = new Promise<void>((resolve, reject) =>
    queue.waiting.push({ request, keys: keysOf(request), saved: resolve, failed: reject }),
  );
  if (queue.saving === 0) void saveWaiting(em, jobs, queue);
  else if (queue.saving < SAVES_AT_ONCE && !queue.starting) startSoon(em, jobs, queue);
  return saved;
}

/** Starts a save beside the running ones after SECOND_SAVE_DELAY_MS, if one may and anything still waits. */
function startSoon(em: EntityManager, jobs: Jobs, queue: Queue): void {
  queue.starting = true;
  setTimeout(() => {
    queue.starting = false;
    if (queue.saving < SAVES_AT_ONCE && queue.waiting.length > 0) void saveWaiting(em, jobs, queue);
  }, SECOND_SAVE_DELAY_MS);
}

/** Saves what waits, batch after batch, until nothing does. */
async function saveWaiting(em: EntityManager, jobs: Jobs, queue: Queue): Promise<void> {
  queue.saving += 1;
  try {
    for (let batch = takeBatch(queue); batch.length > 0; batch = takeBatch(queue)) {
      const keys = batch.flatMap((waiting) => waiting.keys);
      for (const key of keys) queue.busy.add(key);
      try {
        await saveBatch(em, jobs, batch);
      } finally {
        for (const key of keys) queue.busy.delete(key);
      }
    }
  } finally {
    queue.saving -= 1;
  }
}

/** What an enquiry's contact and account are found by: its email, its company. */
function keysOf({ formData: { email, company } }: IntakeRequest): string[] {
  return [`email:${email.toLowerCase()}`, ...(company ? [`company:${company.toLowerCase()}`] : [])];
}

/**
 * The next batch: the waiting enquiries in their order, leaving for a later batch one whose
 * email or company an earlier one has, in this batch or in the one being saved (its contact or
 * account may be that one's, not written yet).
 */
function takeBatch(queue: Queue): Waiting[] {
  const batch: Waiting[] = [];
  const later: Waiting[] = [];
  const taken = new Set(queue.busy);
  for (const waiting of queue.waiting) {
    if (batch.length >= MOST_IN_A_BATCH || waiting.keys.some((key) => taken.has(key))) later.push(waiting);
    else {
      batch.push(waiting);
      for (const key of waiting.keys) taken.add(key);
    }
  }
  queue.waiting = later;
  return batch;
}

/**
 * One transaction for the batch. If it fails because of one of its enquiries (an error of its
 * own, a conflict with another request), it was rolled back, and each enquiry is saved again on
 * its own, all at once, so each gets its own answer. If the database could not be reached, its
 * commit may have been stored: every enquiry gets that error (a 503), never a second save.
 */
async function saveBatch(em: EntityManager, jobs: Jobs, batch: Waiting[]): Promise<void> {
  try {
    await saveEnquiries(
      em.fork(),
      jobs,
      batch.map(({ request }) => request),
    );
  } catch (error) {
    if (batch.length === 1 || isDatabaseUnavailable(error)) {
      for (const waiting of batch) waiting.failed(error);
      return;
    }
    await Promise.all(batch.map(saveAlone(em, jobs)));
    return;
  }
  for (const waiting of batch) waiting.saved();
}

/** Saves one enquiry in its own transaction and answers it, whatever happens. */
const saveAlone = (em: EntityManager, jobs: Jobs) => async (waiting: Waiting) => {
  try {
    await saveEnquiries(em.fork(), jobs, [waiting.request]);
    waiting.saved();
  } catch (error) {
    waiting.failed(error);
  }
};
