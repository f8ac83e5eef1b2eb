import { and, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";

import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { db } from "@/lib/db/client";
import { auditEvents, submissions, userProfiles } from "@/lib/db/schema";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { NOT_ORDERED } from "@/lib/title-clearance/store";
import type { TitleClearanceView, TitleMatchView } from "@/lib/title-clearance/views";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { PATCH as changeMatch } from "./[id]/title-clearance/matches/[matchId]/route";
import { POST as addMatch } from "./[id]/title-clearance/matches/route";
import {
  DELETE as removeOpinion,
  GET as opinionLink,
  POST as attachOpinion,
} from "./[id]/title-clearance/opinion/route";
import { GET as getClearance, PATCH as saveReport } from "./[id]/title-clearance/route";
import { POST as searchAgain } from "./[id]/title-clearance/search/route";

jest.setTimeout(90_000);

let customer: Customer;
let admin: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;
const base = (id: string) => `/api/admin/submissions/${id}/title-clearance`;

/** A paid submission of the customer's, straight into the database, as checkout leaves it. */
async function submission(values: Partial<typeof submissions.$inferInsert>): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: customer.id, status: "paid", ...values })
    .returning({ id: submissions.id });
  return row!.id;
}

const view = async (id: string, who: Customer = admin) =>
  getClearance(who.request("GET", base(id)), params({ id }));

const opened = async (id: string) => {
  const response = await view(id);
  expect(response.status).toBe(200);
  return bodyOf<TitleClearanceView>(response);
};

const patchMatch = (id: string, match: TitleMatchView, json: Record<string, unknown>) =>
  changeMatch(
    admin.request("PATCH", `${base(id)}/matches/${match.id}`, {
      json: { version: match.version, ...json },
    }),
    params({ id, matchId: match.id }),
  );

beforeAll(async () => {
  await startAuth();
  [customer, admin] = await Promise.all([signedInCustomer(), signedInCustomer({ admin: true })]);
  await db()
    .insert(userProfiles)
    .values([
      { userId: customer.id, email: customer.email },
      { userId: admin.id, email: admin.email },
    ])
    .onConflictDoNothing();
});

afterAll(async () => {
  await stopAuth();
});

it("has pg_trgm installed by the migrations", async () => {
  const { rows } = await db().execute<{ score: number }>(
    sql`select similarity('Brackwater Nights', 'Brackwatter Night')::float8 as score`,
  );
  expect(rows[0]!.score).toBeGreaterThan(0.5);
});

it("finds an exact title and similar ones in the offline lists, each with its measure", async () => {
  const id = await submission({
    title: "Jaws",
    alternativeTitles: ["The Godfathr", "Gone with the Breeze"],
    titleClearance: true,
    settingCountry: "US",
    projectType: "feature",
  });
  const data = await opened(id);
  expect(data.candidates).toEqual(["Jaws", "The Godfathr", "Gone with the Breeze"]);
  expect(data.territory).toBe("United States");
  expect(data.media).toMatch(/^Film/);
  expect(data.search).toMatchObject({ verdict: "pending", summary: "", version: 1, opinion: null });
  expect(data.search.searched_at).toEqual(expect.any(String));

  const byTitle = (title: string) => data.matches.find((match) => match.title === title);
  expect(byTitle("Jaws")).toMatchObject({
    kind: "film",
    candidate: "Jaws",
    similarity: "exact",
    similarity_text: "Exact title",
    state: "found",
    trigram: 1,
  });
  expect(byTitle("The Godfather")).toMatchObject({
    candidate: "The Godfathr",
    similarity: "edit_distance",
    edit_distance: 1,
    similarity_text: "1 letter apart",
  });
  // Words apart, letters alike: only pg_trgm's score links these two.
  const wind = byTitle("Gone with the Wind");
  expect(wind).toMatchObject({ candidate: "Gone with the Breeze", similarity: "trigram" });
  expect(wind!.trigram).toBeGreaterThan(0.5);
  expect(wind!.similarity_text).toMatch(/^Trigram score 0\.\d\d$/);
  expect(data.matches[0]!.similarity).toBe("exact");

  // Opening it again searches no more: the list stays as it was.
  expect((await opened(id)).matches.map((match) => match.id)).toEqual(
    data.matches.map((match) => match.id),
  );
});

it("starts one search when several researchers open it at once, and each sees its titles", async () => {
  const id = await submission({ title: "Jaws", titleClearance: true });
  const views = await Promise.all(Array.from({ length: 5 }, () => opened(id)));
  const ids = views.map((data) => data.matches.map((match) => match.id).join());
  expect(views[0]!.matches.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(1);
});

it("keeps dismissals, added titles, notes and the verdict, with optimistic locking", async () => {
  const id = await submission({ title: "Jaws", titleClearance: true });
  const data = await opened(id);
  const jaws = data.matches.find((match) => match.title === "Jaws")!;

  // A note, then a dismissal from the version the note left.
  const noted = await patchMatch(id, jaws, { note: "Same title, 1975 Universal film." });
  expect(noted.status).toBe(200);
  const afterNote = (await bodyOf<TitleClearanceView>(noted)).matches.find(
    (m) => m.id === jaws.id,
  )!;
  expect(afterNote).toMatchObject({ note: "Same title, 1975 Universal film.", version: 2 });

  // A save from the version before is refused with the title as it now stands.
  const stale = await patchMatch(id, jaws, { dismissed: true });
  expect(stale.status).toBe(409);
  const refusal = await bodyOf<{ message: string; current: TitleMatchView }>(stale);
  expect(refusal.message).toMatch(/meanwhile/);
  expect(refusal.current).toMatchObject({ id: jaws.id, version: 2, state: "found" });

  const dismissed = await patchMatch(id, afterNote, { dismissed: true });
  expect(dismissed.status).toBe(200);

  // A researcher's own find: measured against the candidates as it is added.
  const added = await addMatch(
    admin.request("POST", `${base(id)}/matches`, {
      json: { title: "Jawz", kind: "song", year: 2019, owner: "Some Label", note: "A single." },
    }),
    params({ id }),
  );
  expect(added.status).toBe(201);
  const twice = await addMatch(
    admin.request("POST", `${base(id)}/matches`, { json: { title: "JAWZ", kind: "song" } }),
    params({ id }),
  );
  expect(twice.status).toBe(409);

  // The verdict and summary, and a stale save of them.
  const save = (version: number, verdict: string) =>
    saveReport(
      admin.request("PATCH", base(id), {
        json: { verdict, summary: "The 1975 film shares the title.", version },
      }),
      params({ id }),
    );
  expect((await save(1, "clear_with_caution")).status).toBe(200);
  const lost = await save(1, "clear");
  expect(lost.status).toBe(409);
  expect((await bodyOf<{ current: { verdict: string } }>(lost)).current.verdict).toBe(
    "clear_with_caution",
  );
  // The saved verdict is in the submission's audit log; the refused save is not.
  const logged = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.submissionId, id), eq(auditEvents.action, "title-verdict-saved")));
  expect(logged).toMatchObject([
    { actor: admin.id, detail: { note: "Title verdict: Clear with caution" } },
  ]);
  const bad = await save(2, "maybe");
  expect(bad.status).toBe(400);
  expect(await bodyOf(bad)).toMatchObject({ field: "verdict" });

  // Everything read back, and kept by a new automatic search.
  expect(
    (await searchAgain(admin.request("POST", `${base(id)}/search`), params({ id }))).status,
  ).toBe(200);
  const reread = await opened(id);
  expect(reread.search).toMatchObject({
    verdict: "clear_with_caution",
    summary: "The 1975 film shares the title.",
    version: 2,
    updated_by: admin.email,
  });
  expect(reread.matches.find((match) => match.id === jaws.id)).toMatchObject({
    state: "dismissed",
    note: "Same title, 1975 Universal film.",
    version: 3,
  });
  expect(reread.matches.find((match) => match.title === "Jawz")).toMatchObject({
    state: "added",
    source: "researcher",
    kind: "song",
    year: 2019,
    owner: "Some Label",
    note: "A single.",
    similarity: "sound_alike",
    similarity_text: "Sounds alike",
  });

  // Restoring a dismissed title makes it found again.
  const restored = await patchMatch(id, { ...jaws, version: 3 }, { dismissed: false });
  expect(
    (await bodyOf<TitleClearanceView>(restored)).matches.find((m) => m.id === jaws.id)?.state,
  ).toBe("found");
});

it("attaches an attorney opinion PDF behind a short-lived signed link", async () => {
  const id = await submission({ title: "Quillon Bay", titleClearance: true });
  const upload = (bytes: string, name: string) => {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type: "application/pdf" }));
    return attachOpinion(admin.request("POST", `${base(id)}/opinion`, { form }), params({ id }));
  };
  expect((await upload("not a pdf", "opinion.pdf")).status).toBe(415);
  const attached = await upload("%PDF-1.4 opinion letter", "Opinion letter.pdf");
  expect(attached.status).toBe(201);
  expect((await bodyOf<TitleClearanceView>(attached)).search.opinion).toMatchObject({
    name: "Opinion letter.pdf",
    bytes: 23,
  });

  const link = await opinionLink(admin.request("GET", `${base(id)}/opinion`), params({ id }));
  const { url } = await bodyOf<{ url: string }>(link);
  const token = new URL(url).pathname.split("/").at(-1)!;
  const file = await fetchFile(new Request(url), { params: Promise.resolve({ token }) });
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(await file.text()).toBe("%PDF-1.4 opinion letter");

  const removed = await removeOpinion(
    admin.request("DELETE", `${base(id)}/opinion`),
    params({ id }),
  );
  expect((await bodyOf<TitleClearanceView>(removed)).search.opinion).toBeNull();
  expect(
    (await opinionLink(admin.request("GET", `${base(id)}/opinion`), params({ id }))).status,
  ).toBe(404);
  const log = await db()
    .select({ action: auditEvents.action, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.submissionId, id))
    .orderBy(auditEvents.createdAt);
  expect(log).toEqual([
    { action: "title-opinion-attached", detail: { note: "Opinion letter.pdf" } },
    { action: "title-opinion-removed", detail: { note: "Opinion letter.pdf" } },
  ]);
});

it("answers 404 for a submission without title clearance, and only admins at all", async () => {
  const plain = await submission({ title: "Script only", titleClearance: false });
  const notOrdered = await view(plain);
  expect(notOrdered.status).toBe(404);
  expect((await bodyOf<{ message: string }>(notOrdered)).message).toBe(NOT_ORDERED);
  expect((await view("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  expect((await view("not-an-id")).status).toBe(404);

  const ordered = await submission({ title: "Jaws", titleClearance: true });
  expect((await view(ordered, customer)).status).toBe(403);
  const anonymous = await getClearance(
    new NextRequest(`${ORIGIN}${base(ordered)}`),
    params({ id: ordered }),
  );
  expect(anonymous.status).toBe(401);
});
