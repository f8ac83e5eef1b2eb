import { describeDatabaseError } from "./errors";

describe("describeDatabaseError", () => {
  it.each([
    [{ code: "ECONNREFUSED" }, "the database server refused the connection (is it running?)"],
    [{ code: "ENOTFOUND" }, "the database host name could not be resolved"],
    [{ code: "28P01" }, "the database rejected the user name or password"],
    [{ code: "3D000" }, "the database named in DATABASE_URL does not exist"],
    [
      new Error("Connection terminated due to connection timeout"),
      "the database server did not answer in time",
    ],
    [
      new Error('relation "x" does not exist\nat line 3'),
      'database error: relation "x" does not exist',
    ],
    [undefined, "unknown database error"],
  ])("explains %p", (error, expected) => {
    expect(describeDatabaseError(error)).toBe(expected);
  });
});

it("looks through a wrapping error to the driver's own", () => {
  const wrapped = new Error("Failed query: select 1", { cause: { code: "ECONNREFUSED" } });
  expect(describeDatabaseError(wrapped)).toBe(
    "the database server refused the connection (is it running?)",
  );
});
