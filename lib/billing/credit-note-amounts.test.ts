import { creditNoteAmounts } from "./credit-note-amounts";

describe("a credit note's amounts", () => {
  it("give back no tax when the invoice had none", () => {
    expect(creditNoteAmounts({ tax: 0, total: 45_000 }, 0, 15_000)).toEqual({
      subtotal: 15_000,
      tax: 0,
      total: 15_000,
    });
  });

  it("give back the tax in proportion, and add up to the invoice once all is refunded", () => {
    // $450.00 + 20 % tax.
    const invoice = { tax: 9_000, total: 54_000 };
    expect(creditNoteAmounts(invoice, 0, 54_000)).toEqual({
      subtotal: 45_000,
      tax: 9_000,
      total: 54_000,
    });
    // Three uneven parts, each rounded to the cent: their tax still sums to the invoice's.
    const parts = [10_001, 20_003, 23_996];
    let refunded = 0;
    const notes = parts.map((amount) => {
      const note = creditNoteAmounts(invoice, refunded, amount);
      refunded += amount;
      return note;
    });
    expect(notes.map((note) => note.tax)).toEqual([1_667, 3_334, 3_999]);
    expect(notes.reduce((sum, note) => sum + note.tax, 0)).toBe(9_000);
    expect(notes.reduce((sum, note) => sum + note.subtotal, 0)).toBe(45_000);
    for (const note of notes) expect(note.subtotal + note.tax).toBe(note.total);
  });
});
