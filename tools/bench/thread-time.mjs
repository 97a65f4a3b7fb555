/**
 * A Chrome trace as it would have been on an idle machine. Lighthouse's simulation (Lantern) takes each
 * main-thread task's length from the trace's wall clock and multiplies it by 4; on a shared machine a
 * task's wall time includes the time other processes held the CPU, and a loaded machine turns a 10 ms
 * task into a 40 ms one, past the 12.5 ms at which a task starts to count as blocking. Chrome records
 * each task's thread time too (`tdur`: the CPU time of that thread), which such waits leave out.
 *
 * `toThreadTime` shortens every top-level task to its thread time and scales the events inside it
 * into the shorter span, in place; task start times, network events and everything outside tasks are
 * left as they were. Lighthouse can then audit the changed trace as if it had gathered it: the same
 * simulation, without the other processes' share of the CPU.
 */

/** The events Lighthouse treats as a main-thread task (its trace processor's scheduleable tasks). */
const TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * A trace event, as far as this file reads it.
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }} TraceEvent
 */

/**
 * Shortens each top-level task of `trace` to its thread time, with its nested events scaled into it.
 * @param {{ traceEvents: TraceEvent[] } | TraceEvent[]} trace changed in place
 * @returns {number} the microseconds taken out, over all threads
 */
export function toThreadTime(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  /** @type {Map<string, TraceEvent[]>} */
  const threads = new Map();
  for (const event of events) {
    if (typeof event.ts !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    const list = threads.get(key);
    if (list) list.push(event);
    else threads.set(key, [event]);
  }
  let removed = 0;
  for (const list of threads.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let i = 0;
    while (i < list.length) {
      const task = /** @type {TraceEvent} */ (list[i]);
      i += 1;
      if (task.ph !== 'X' || !TASKS.has(task.name) || !task.dur) continue;
      // A top-level task and everything that starts within it (a task nested in it too).
      const start = task.ts;
      const end = start + task.dur;
      const scale = typeof task.tdur === 'number' ? Math.min(1, Math.max(0, task.tdur) / task.dur) : 1;
      for (; i < list.length && /** @type {TraceEvent} */ (list[i]).ts < end; i += 1) {
        const inner = /** @type {TraceEvent} */ (list[i]);
        inner.ts = start + (inner.ts - start) * scale;
        if (typeof inner.dur === 'number') inner.dur *= scale;
      }
      removed += task.dur * (1 - scale);
      task.dur *= scale;
    }
  }
  return removed;
}
