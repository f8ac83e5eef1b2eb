import type http from "node:http";
import net from "node:net";

/** True when nothing listens on `host:port` yet, checked by binding to it briefly. */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(false);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `preferred` when it is free, otherwise a free port the system picks. */
export async function pickPort(preferred: number, host = "127.0.0.1"): Promise<number> {
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `server` on `host:port` (0: a free port) and answers the address it bound. */
export function listenOn(server: net.Server, host: string, port: number): Promise<net.AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      if (address === null || typeof address === "string")
        reject(new Error("The server has no TCP address"));
      else resolve(address);
    });
  });
}

/** The bound address for a URL, IPv6 in brackets. */
export function urlHost(address: net.AddressInfo): string {
  return net.isIPv6(address.address) ? `[${address.address}]` : address.address;
}

/** Stops an HTTP server without waiting for idle keep-alive connections to time out. */
export function closeHttpServer(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** `count` distinct free ports, held together while they are picked so none repeats. */
export async function freePorts(count: number, host = "127.0.0.1"): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  try {
    const addresses = await Promise.all(servers.map((server) => listenOn(server, host, 0)));
    return addresses.map(({ port }) => port);
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    );
  }
}
