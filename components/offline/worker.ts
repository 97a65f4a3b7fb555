import type { WorkerMessage } from '@/lib/offline/store';

export type WorkerAddress = { src: string; scope: string };

/**
 * Registers the site's service worker (lib/offline/service-worker.ts, /sw.js) and resolves once it is
 * active; undefined where the browser has none or refuses it (a private window, an insecure address).
 */
export async function activeWorker({ src, scope }: WorkerAddress): Promise<ServiceWorker | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  try {
    await navigator.serviceWorker.register(src, { scope });
    return (await navigator.serviceWorker.ready).active ?? undefined;
  } catch {
    return undefined;
  }
}

/** Sends the worker a message, with a port for its answers when `answer` is given. */
export function tell(worker: ServiceWorker, message: WorkerMessage, answer?: (data: unknown) => void) {
  if (!answer) return worker.postMessage(message);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => answer(event.data);
  worker.postMessage(message, [channel.port2]);
}
