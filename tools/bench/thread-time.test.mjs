import { toThreadTime } from './thread-time.mjs';

/** @param {Partial<import('./thread-time.mjs').TraceEvent> & { name: string, ts: number }} event */
const event = (event) => ({ ph: 'X', pid: 1, tid: 1, ...event });

describe('toThreadTime', () => {
  test('a task waited on by other processes shrinks to its CPU time, and what ran inside it with it', () => {
    const task = event({ name: 'RunTask', ts: 1000, dur: 400, tdur: 100 });
    const script = event({ name: 'EvaluateScript', ts: 1200, dur: 200, tdur: 50 });
    const mark = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 1300 };
    const trace = { traceEvents: [task, script, mark] };
    expect(toThreadTime(trace)).toBe(300);
    expect(task).toMatchObject({ ts: 1000, dur: 100 });
    expect(script).toMatchObject({ ts: 1050, dur: 50 });
    expect(mark.ts).toBe(1075);
  });

  test('leaves tasks that took no longer than their CPU time, other threads and what lies between tasks', () => {
    const busy = event({ name: 'RunTask', ts: 0, dur: 100, tdur: 100 });
    const idle = event({ name: 'ResourceReceiveResponse', ph: 'I', ts: 150 });
    const slow = event({ name: 'RunTask', ts: 200, dur: 100, tdur: 25 });
    const next = event({ name: 'RunTask', ts: 300, dur: 10, tdur: 10 });
    const network = event({ name: 'RunTask', tid: 2, ts: 200, dur: 100, tdur: 100 });
    toThreadTime([busy, idle, slow, next, network]);
    expect(busy).toMatchObject({ ts: 0, dur: 100 });
    expect(idle.ts).toBe(150);
    expect(slow).toMatchObject({ ts: 200, dur: 25 });
    expect(next).toMatchObject({ ts: 300, dur: 10 });
    expect(network).toMatchObject({ ts: 200, dur: 100 });
  });

  test('a task nested in another is scaled with it, once', () => {
    const outer = event({ name: 'ThreadControllerImpl::RunTask', ts: 0, dur: 100, tdur: 50 });
    const inner = event({ name: 'RunTask', ts: 10, dur: 80, tdur: 40 });
    toThreadTime([outer, inner]);
    expect(outer.dur).toBe(50);
    expect(inner).toMatchObject({ ts: 5, dur: 40 });
  });
});
