import { eq } from "drizzle-orm";

import { DELETE as revokeRoute } from "@/app/api/companies/[companyId]/invitations/[invitationId]/route";
import { POST as inviteRoute } from "@/app/api/companies/[companyId]/invitations/route";
import {
  PATCH as changeRoleRoute,
  DELETE as removeRoute,
} from "@/app/api/companies/[companyId]/members/[userId]/route";
import { GET as companyRoute } from "@/app/api/companies/[companyId]/route";
import { POST as createRoute } from "@/app/api/companies/route";
import { POST as acceptRoute } from "@/app/api/invitations/[token]/route";
import { PUT as moveRoute } from "@/app/api/submissions/[id]/company/route";
import { GET as readRoute } from "@/app/api/submissions/[id]/route";
import { DELETE as deleteAccountRoute } from "@/app/api/user/route";
import { upsertProfile } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { companies, companyInvitations, submissions } from "@/lib/db/schema";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { getAdminSubmission } from "@/lib/submissions/read";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import type { CompanyView } from "./read";
import { recipientsOf } from "./recipients";

jest.setTimeout(180_000);

let mailbox: RunningDevMailbox;
let owner: Customer;
let counsel: Customer;
let viewer: Customer;
let stranger: Customer;
let companyId: string;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

async function expectRefusal(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect((await bodyOf<{ message: string }>(response)).message).toMatch(message);
}

/** The token of the newest invitation e-mail to `email`, as its link carries it. */
function invitationToken(email: string) {
  const [newest] = mailbox
    .messages()
    .filter((message) => message.to.includes(email) && message.subject.includes("invited you"))
    .sort((a, b) => b.id.localeCompare(a.id));
  const token = /\/invitations\/([\w-]+)/.exec(newest?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

async function invite(email: string, role: string, by = owner) {
  return inviteRoute(
    by.request("POST", `/api/companies/${companyId}/invitations`, { json: { email, role } }),
    params({ companyId }),
  );
}

const accept = (customer: Customer, token: string) =>
  acceptRoute(
    customer.request("POST", `/api/invitations/${token}`, { json: {} }),
    params({ token }),
  );

const view = async (customer: Customer) =>
  companyRoute(customer.request("GET", `/api/companies/${companyId}`), params({ companyId }));

beforeAll(async () => {
  mailbox = await startDevMailbox();
  await startAuth();
  Object.assign(process.env, { SMTP_URL: mailbox.smtpUrl });
  [owner, counsel, viewer, stranger] = await Promise.all([
    signedInCustomer(),
    signedInCustomer(),
    signedInCustomer(),
    signedInCustomer(),
  ]);
  for (const customer of [owner, counsel, viewer, stranger]) {
    await upsertProfile(customer.id, customer.email);
  }
  const created = await createRoute(
    owner.request("POST", "/api/companies", { json: { name: "  Northwind Pictures " } }),
  );
  expect(created.status).toBe(201);
  companyId = (await bodyOf<{ id: string }>(created)).id;
});

afterAll(async () => {
  await stopAuth();
  await mailbox.close();
});

it("refuses a company without a name with a sentence", async () => {
  await expectRefusal(
    await createRoute(owner.request("POST", "/api/companies", { json: { name: " " } })),
    400,
    "Enter the company's name.",
  );
});

it("invites by e-mail; only the invited, signed-in address can accept, and only once", async () => {
  expect((await invite(counsel.email, "counsel")).status).toBe(201);
  const token = invitationToken(counsel.email);
  expect(token.length).toBeGreaterThanOrEqual(22);
  // Only the token's hash is kept.
  const stored = await db()
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId));
  expect(stored.map((row) => row.tokenHash)).not.toContain(token);

  await expectRefusal(
    await accept(stranger, token),
    403,
    `This invitation is for ${counsel.email}`,
  );
  const joined = await accept(counsel, token);
  expect(joined.status).toBe(200);
  expect(await bodyOf(joined)).toMatchObject({ company: "Northwind Pictures", role: "counsel" });
  await expectRefusal(await accept(counsel, token), 404, /not valid any more/);
});

it("lets only owners invite, and a withdrawn invitation's link stops working", async () => {
  await expectRefusal(
    await invite("someone@example.com", "viewer", counsel),
    403,
    "Your role in Northwind Pictures (Counsel) cannot manage members. Ask an owner.",
  );
  await expectRefusal(
    await invite("someone@example.com", "viewer", stranger),
    404,
    /does not exist/,
  );
  expect((await invite(viewer.email, "viewer")).status).toBe(201);
  const token = invitationToken(viewer.email);
  const { invitations } = await bodyOf<CompanyView>(await view(owner));
  const open = invitations.find((invitation) => invitation.email === viewer.email)!;
  const revoked = await revokeRoute(
    owner.request("DELETE", `/api/companies/${companyId}/invitations/${open.id}`),
    params({ companyId, invitationId: open.id }),
  );
  expect(revoked.status).toBe(204);
  await expectRefusal(await accept(viewer, token), 404, /not valid any more/);
  expect((await invite(viewer.email, "viewer")).status).toBe(201);
  expect((await accept(viewer, invitationToken(viewer.email))).status).toBe(200);
});

it("never leaves the company without an owner", async () => {
  const memberUrl = (id: string) => `/api/companies/${companyId}/members/${id}`;
  await expectRefusal(
    await changeRoleRoute(
      owner.request("PATCH", memberUrl(owner.id), { json: { role: "producer" } }),
      params({ companyId, userId: owner.id }),
    ),
    409,
    "A company needs at least one owner",
  );
  await expectRefusal(
    await removeRoute(
      owner.request("DELETE", memberUrl(owner.id)),
      params({ companyId, userId: owner.id }),
    ),
    409,
    "A company needs at least one owner",
  );
  const promoted = await changeRoleRoute(
    owner.request("PATCH", memberUrl(viewer.id), { json: { role: "producer" } }),
    params({ companyId, userId: viewer.id }),
  );
  expect(promoted.status).toBe(204);
  const { members } = await bodyOf<CompanyView>(await view(owner));
  expect(members.map(({ email, role }) => [email, role])).toEqual([
    [owner.email, "owner"],
    [counsel.email, "counsel"],
    [viewer.email, "producer"],
  ]);
});

it("moves a personal submission into the company for its owner, then its members reach it", async () => {
  const [submission] = await db()
    .insert(submissions)
    .values({ ownerId: owner.id, title: "Harbour Light" })
    .returning();
  const id = submission!.id;
  const read = (customer: Customer) =>
    readRoute(customer.request("GET", `/api/submissions/${id}`), params({ id }));
  expect((await read(counsel)).status).toBe(404);
  await expectRefusal(
    await moveRoute(
      stranger.request("PUT", `/api/submissions/${id}/company`, {
        json: { company_id: companyId },
      }),
      params({ id }),
    ),
    404,
    /does not exist/,
  );
  const moved = await moveRoute(
    owner.request("PUT", `/api/submissions/${id}/company`, { json: { company_id: companyId } }),
    params({ id }),
  );
  expect(moved.status).toBe(200);
  const asCounsel = await read(counsel);
  expect(asCounsel.status).toBe(200);
  expect(await bodyOf(asCounsel)).toMatchObject({
    access: { role: "counsel", company: "Northwind Pictures", can: ["read", "decide", "converse"] },
  });
  // Admins see the company, its members and their roles on the submission.
  expect((await getAdminSubmission(id)).company).toMatchObject({
    name: "Northwind Pictures",
    members: [
      { email: owner.email, role: "owner" },
      { email: counsel.email, role: "counsel" },
      { email: viewer.email, role: "producer" },
    ],
  });
  expect(await recipientsOf(id, "payment")).toEqual(
    expect.arrayContaining([owner.email, viewer.email]),
  );
  expect(await recipientsOf(id, "payment")).not.toContain(counsel.email);
  expect((await recipientsOf(id, "report")).sort()).toEqual(
    [owner.email, counsel.email, viewer.email].sort(),
  );
  expect(await recipientsOf(id, "question")).toContain(counsel.email);
});

it("shows owners the audit trail of membership changes, and other members none", async () => {
  const { events } = await bodyOf<CompanyView>(await view(owner));
  const actions = events.map((event) => event.action);
  for (const action of [
    "Company created",
    "Member invited",
    "Member joined",
    "Invitation revoked",
    "Role changed",
    "Submission moved in",
  ]) {
    expect(actions).toContain(action);
  }
  expect(events.find((event) => event.action === "Role changed")?.detail).toBe(
    `${viewer.email} · Viewer → Producer`,
  );
  expect((await bodyOf<CompanyView>(await view(counsel))).events).toEqual([]);
  const removed = await removeRoute(
    owner.request("DELETE", `/api/companies/${companyId}/members/${counsel.id}`),
    params({ companyId, userId: counsel.id }),
  );
  expect(removed.status).toBe(204);
  expect((await view(counsel)).status).toBe(404);
  const after = await bodyOf<CompanyView>(await view(owner));
  expect(after.events[0]).toMatchObject({ action: "Member removed", actor: owner.email });
});

it("lets a company's creator delete their account: the company stays", async () => {
  const creator = await signedInCustomer();
  await upsertProfile(creator.id, creator.email);
  const created = await createRoute(
    creator.request("POST", "/api/companies", { json: { name: "Short Lived Films" } }),
  );
  expect(created.status).toBe(201);
  const deleted = await deleteAccountRoute(
    creator.request("DELETE", "/api/user", { json: { confirmEmail: creator.email } }),
  );
  expect(deleted.status).toBe(204);
  const { id } = await bodyOf<{ id: string }>(created);
  expect(await db().select().from(companies).where(eq(companies.id, id))).toHaveLength(1);
});
