/**
 * Hands the pages glibc's malloc holds free back to the system while the server is busy.
 *
 * V8's compilers (Maglev's above all) and the garbage collector's helpers allocate their working
 * memory with malloc and free it when done; glibc keeps what they freed resident, for later
 * allocations, and gives back only what lies at the top of its heap. One live allocation above
 * the freed ones keeps them all: after a minute of calls the heap held 24-35 MiB, of which
 * malloc_trim gave back 12-23 (it returns every free page, wherever it lies, 0.4-0.6 ms a call).
 * No JavaScript API reaches it, so it is called through koffi's FFI; without glibc (macOS, musl)
 * or without koffi, nothing is trimmed.
 */
import { createRequire } from 'node:module';
import process from 'node:process';

type Koffi = { load: (path: string) => { func: (signature: string) => (pad: number) => number } };

/** The resident memory above which the heap is trimmed: the idle server's target. */
const TRIM_ABOVE_BYTES = 150 * 1024 * 1024;

/** glibc's malloc_trim, or null where there is none. */
function loadMallocTrim(): ((pad: number) => number) | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as Koffi;
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
  } catch {
    return null;
  }
}

/**
 * A check that trims glibc's heap when the resident memory is above `aboveBytes`; it answers
 * whether it did. Null where malloc_trim is not available.
 */
export function nativeHeapTrim(aboveBytes = TRIM_ABOVE_BYTES): (() => boolean) | null {
  const trim = loadMallocTrim();
  if (!trim) return null;
  return () => {
    if (process.memoryUsage.rss() <= aboveBytes) return false;
    trim(0);
    return true;
  };
}

/** Runs the check every `intervalMs` for as long as the process runs. */
export function trimNativeHeapWhileBusy(intervalMs = 1_000): void {
  const check = nativeHeapTrim();
  if (!check) return;
  setInterval(check, intervalMs).unref();
}
