/** The phone link Lighthouse simulates (see slow-phone.mjs). */
export declare const SLOW_LINK: Readonly<{ offline: false; latency: number; downloadThroughput: number; uploadThroughput: number }>;
