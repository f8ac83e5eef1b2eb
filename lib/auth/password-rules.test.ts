import { passwordMessages, passwordProblem } from "./password-rules";

describe("passwordProblem (spec §5)", () => {
  it.each([
    [42, passwordMessages.notString],
    ["", passwordMessages.required],
    ["abc1234", passwordMessages.tooShort],
    [`a1${"x".repeat(98)}`, passwordMessages.tooLong],
    ["12345678", passwordMessages.noAlpha],
    ["abcdefgh", passwordMessages.noNumber],
  ])("%p → %s", (value, message) => {
    expect(passwordProblem(value)).toBe(message);
  });

  it("accepts 8 to 99 characters with a letter and a digit", () => {
    expect(passwordProblem("abcdefg1")).toBeUndefined();
    expect(passwordProblem(`a1${"x".repeat(97)}`)).toBeUndefined();
  });

  it("uses the spec's wording", () => {
    expect(passwordMessages.tooShort).toBe(
      "Password must contain at least 8 characters, including a number",
    );
    expect(passwordMessages.tooLong).toBe("Password's length must be lesser than 100 characters");
    expect(passwordMessages.confirmMismatch).toBe("Confirmation password doesn't match");
  });
});
