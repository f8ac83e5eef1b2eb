// oidc-provider ships no types; these cover only what the Google stand-in uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** What a model stores: oidc-provider decides the fields; these are the ones an adapter indexes. */
  export type AdapterPayload = {
    [field: string]: unknown;
    uid?: string;
    grantId?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AccountClaims = { sub: string; [claim: string]: unknown };

  export interface Account {
    accountId: string;
    claims(use: "id_token" | "userinfo", scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export type ClientMetadata = {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    response_types: string[];
    grant_types: string[];
    token_endpoint_auth_method: string;
    id_token_signed_response_alg?: string;
  };

  export type InteractionResults = {
    login?: { accountId: string };
    consent?: { grantId: string };
  };

  /** The parts of oidc-provider's request context that policy checks and error pages use. */
  export type ProviderContext = {
    type: string;
    body: unknown;
    oidc: {
      prompts: Set<string>;
      result?: InteractionResults;
    };
  };

  export type ErrorOut = { error: string; error_description?: string };

  export type Configuration = {
    adapter?: (model: string) => Adapter;
    claims?: Record<string, string[] | null>;
    clientBasedCORS?: (ctx: ProviderContext, origin: string, client: unknown) => boolean;
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    features?: {
      devInteractions?: { enabled: boolean };
      rpInitiatedLogout?: { enabled: boolean };
    };
    findAccount?: (
      ctx: ProviderContext,
      sub: string,
    ) => Promise<Account | undefined> | Account | undefined;
    interactions?: {
      policy?: interactionPolicy.Prompt[];
      url?: (ctx: ProviderContext, interaction: Interaction) => Promise<string> | string;
    };
    jwks?: { keys: JsonWebKey[] };
    pkce?: { required?: (ctx: ProviderContext, client: unknown) => boolean };
    renderError?: (ctx: ProviderContext, out: ErrorOut, error: Error) => Promise<void> | void;
    ttl?: Record<string, number>;
  };

  export interface Interaction {
    uid: string;
    params: Record<string, unknown>;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export default Provider;

  export namespace interactionPolicy {
    type CheckResult = boolean | Promise<boolean>;

    class Check {
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
      constructor(
        reason: string,
        description: string,
        check: (ctx: ProviderContext) => CheckResult,
      );
    }

    interface Prompt {
      checks: Check[] & { add(check: Check, index?: number): void };
    }

    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      readonly statusCode: number;
      readonly expose: boolean;
    }
  }
}
