import { historyView, openRevisionIn, revisionOfOrder } from "./history";

const at = (time: string) => new Date(`2026-11-02T${time}:00Z`);

describe("revisionOfOrder", () => {
  const uploads = [at("10:00"), at("14:00")];

  it("gives orders before any revision to the first order", () => {
    expect(revisionOfOrder(at("09:00"), uploads)).toBeNull();
    expect(revisionOfOrder(at("09:00"), [])).toBeNull();
  });

  it("gives an order to the latest revision uploaded before it", () => {
    expect(revisionOfOrder(at("10:00"), uploads)).toBe(1);
    expect(revisionOfOrder(at("13:59"), uploads)).toBe(1);
    expect(revisionOfOrder(at("15:00"), uploads)).toBe(2);
  });
});

describe("historyView", () => {
  it("numbers revisions from 1 in upload order", () => {
    expect(
      historyView([
        { createdAt: at("10:00"), changes: null, paidAt: at("11:00") },
        { createdAt: at("14:00"), changes: null, paidAt: null },
      ]),
    ).toEqual([
      {
        number: 1,
        uploaded_at: "2026-11-02T10:00:00.000Z",
        changes: null,
        paid_at: "2026-11-02T11:00:00.000Z",
      },
      { number: 2, uploaded_at: "2026-11-02T14:00:00.000Z", changes: null, paid_at: null },
    ]);
  });
});

describe("openRevisionIn", () => {
  const files = [
    { id: "draft-1", status: "parsed" },
    { id: "draft-2", status: "parsed" },
    { id: "draft-3", status: "failed" },
  ];
  const revision = (scriptFileId: string, paidAt: Date | null) => ({
    scriptFileId,
    paidAt,
    createdAt: at("10:00"),
    changes: null,
  });

  it("is the newest revision not paid yet, with its draft's status", () => {
    const rows = [revision("draft-2", at("11:00")), revision("draft-3", null)];
    expect(openRevisionIn(rows, files)).toEqual({ ...rows[1], fileStatus: "failed" });
    expect(openRevisionIn([revision("draft-2", null)], files)?.fileStatus).toBe("parsed");
  });

  it("is none once every revision is paid, or without its draft", () => {
    expect(openRevisionIn([revision("draft-2", at("11:00"))], files)).toBeUndefined();
    expect(openRevisionIn([], files)).toBeUndefined();
    expect(openRevisionIn([revision("draft-9", null)], files)).toBeUndefined();
  });
});
