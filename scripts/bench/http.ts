import autocannon from "autocannon";

export const CONNECTIONS = 50;
// Eight rows of pages and the results table in a full run that ends within 5 minutes; the
// slowest page still answers about six hundred times in that long.
export const SECONDS = 6;

export type Load = {
  requestsPerSecond: number;
  /** Every response's latency, in ms. */
  latencies: number[];
  /** Mean size of a response, headers included. */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  /** 2xx answers whose body `verifyBody` refused. */
  mismatches: number;
};

/** `url` under CONNECTIONS connections for `seconds` (or for `amount` requests). */
export async function underLoad(
  url: string,
  options: {
    headers?: Record<string, string>;
    verifyBody?: (body: string) => boolean;
    seconds?: number;
    amount?: number;
    connections?: number;
  } = {},
): Promise<Load> {
  const { headers, verifyBody, seconds = SECONDS, amount, connections = CONNECTIONS } = options;
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const load = autocannon(
      {
        url,
        headers,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        ...(verifyBody ? { verifyBody: (body) => verifyBody(String(body ?? "")) } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    load.on("response", (_client, _status, size, responseTime) => {
      latencies.push(responseTime);
      bytes += size;
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    latencies,
    bytesPerResponse: bytes / latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    mismatches: result.mismatches,
  };
}
