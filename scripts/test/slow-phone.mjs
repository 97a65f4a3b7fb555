/**
 * The phone link Lighthouse simulates, applied through DevTools (`Network.emulateNetworkConditions`):
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. `npm run bench` measures real loads over it and
 * the end-to-end speed and font checks load pages over it, so both speak of the same phone.
 */
export const SLOW_LINK = Object.freeze({ offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
