import http from "node:http";
import type { AddressInfo } from "node:net";

import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from "jose";

import { checkAccessToken } from "./access-token";

// The real verification, counted: the memo must spare the second check of the same token.
jest.mock("jose", () => {
  const actual = jest.requireActual<typeof import("jose")>("jose");
  return { ...actual, jwtVerify: jest.fn(actual.jwtVerify) };
});

let server: http.Server;
let sign: (claims: Record<string, unknown>, expiresAt: number) => Promise<string>;
let forge: (claims: Record<string, unknown>, expiresAt: number) => Promise<string>;

beforeAll(async () => {
  const signer = async () => {
    const pair = await generateKeyPair("RS256");
    return {
      pair,
      sign: (claims: Record<string, unknown>, expiresAt: number) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: "core-key" })
          .setExpirationTime(expiresAt)
          .sign(pair.privateKey),
    };
  };
  const core = await signer();
  const stranger = await signer();
  sign = core.sign;
  forge = stranger.sign;
  const jwks = {
    keys: [{ ...(await exportJWK(core.pair.publicKey)), kid: "core-key", alg: "RS256" }],
  };
  server = http.createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SUPERTOKENS_CONNECTION_URI = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => jest.mocked(jwtVerify).mockClear());

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

it("verifies a token once, then answers from memory until the token expires", async () => {
  const expiresAt = inAnHour();
  const token = await sign({ sub: "customer-1" }, expiresAt);

  expect(await checkAccessToken(token)).toEqual({
    state: "valid",
    payload: expect.objectContaining({ sub: "customer-1" }),
  });
  expect(await checkAccessToken(token)).toMatchObject({ state: "valid" });
  expect(jwtVerify).toHaveBeenCalledTimes(1);

  expect(await checkAccessToken(token, expiresAt * 1000)).toEqual({ state: "expired" });
  expect(jwtVerify).toHaveBeenCalledTimes(1);
});

it("refuses a token signed by another key, and one changed after signing, every time", async () => {
  const forged = await forge({ sub: "customer-1" }, inAnHour());
  const genuine = await sign({ sub: "customer-2" }, inAnHour());
  await checkAccessToken(genuine);
  const [header, , signature] = genuine.split(".");
  const payload = Buffer.from(JSON.stringify({ sub: "admin", exp: inAnHour() })).toString(
    "base64url",
  );
  const altered = [header, payload, signature].join(".");

  for (const token of [forged, forged, altered, altered]) {
    expect(await checkAccessToken(token)).toEqual({ state: "invalid" });
  }
  expect(jwtVerify).toHaveBeenCalledTimes(5);
});

it("says an expired token is expired, and that no token is none", async () => {
  const token = await sign({ sub: "customer-3" }, Math.floor(Date.now() / 1000) - 10);
  expect(await checkAccessToken(token)).toEqual({ state: "expired" });
  expect(await checkAccessToken(undefined)).toEqual({ state: "none" });
});
