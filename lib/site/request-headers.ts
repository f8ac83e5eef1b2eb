/** Request headers the proxy sets for server components. */
export const PATHNAME_HEADER = "x-ncs-pathname"; // page titles
export const NONCE_HEADER = "x-nonce"; // the CSP nonce of this response's inline scripts
