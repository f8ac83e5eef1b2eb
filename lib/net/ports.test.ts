import net from "node:net";

import { isPortFree, pickPort } from "./ports";

describe("isPortFree", () => {
  it("sees a port that another server holds as taken, and free again once it closes", async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;

    await expect(isPortFree(port, "127.0.0.1")).resolves.toBe(false);
    await new Promise((resolve) => server.close(resolve));
    await expect(isPortFree(port, "127.0.0.1")).resolves.toBe(true);
  });

  it("rejects a host that does not exist instead of calling it free", async () => {
    await expect(isPortFree(3000, "no-such-host.invalid")).rejects.toThrow();
  });
});

describe("pickPort", () => {
  it("keeps the preferred port when it is free and picks another when it is taken", async () => {
    const preferred = await pickPort(0);
    await expect(pickPort(preferred)).resolves.toBe(preferred);

    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(preferred, "127.0.0.1", resolve));
    try {
      const other = await pickPort(preferred);
      expect(other).not.toBe(preferred);
      await expect(isPortFree(other, "127.0.0.1")).resolves.toBe(true);
    } finally {
      server.close();
    }
  });
});
