import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { api, ApiError } from "@/lib/api-client/fetch";
import type { ClearanceItemView } from "@/lib/research/views";
import { renderWithTheme } from "@/test/render";
import { itemView } from "@/test/research-items";

import { RightsContacts } from "./rights-contacts";

jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const song = itemView("song", { canonical: "Blue Gravel Waltz", code: "PR", version: 4 });

afterEach(() => jest.restoreAllMocks());

function renderContacts(item: ClearanceItemView = song, expected = true) {
  const onSaved = jest.fn();
  renderWithTheme(
    <RightsContacts submissionId={ID} item={item} expected={expected} onSaved={onSaved} />,
  );
  return onSaved;
}

describe("RightsContacts", () => {
  it("flags a contact as expected for an item needing permission, and adds one from the keyboard", async () => {
    const user = userEvent.setup();
    const contact = {
      name: "Delphine Marrow",
      organisation: "Marrow Bay Music Publishing",
      address: "",
      email: "licensing@marrowbay.example",
      phone: "+1 217 555 0142",
      notes: "",
    };
    const saved = { ...song, version: 5, rights_contacts: [contact] };
    const put = jest.spyOn(api, "put").mockResolvedValue(saved);
    const onSaved = renderContacts();
    expect(screen.getByText("Expected: permission required")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save rights holders" })).toBeDisabled();

    await user.tab();
    expect(screen.getByRole("button", { name: "Add a rights holder" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await user.keyboard(contact.name);
    await user.tab();
    await user.keyboard(contact.organisation);
    await user.tab();
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveFocus();
    await user.keyboard(contact.email);
    await user.tab();
    await user.keyboard(contact.phone);
    await user.click(screen.getByRole("button", { name: "Save rights holders" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(put).toHaveBeenCalledWith(`/admin/submissions/${ID}/items/song/rights-contacts`, {
      expected_version: 4,
      contacts: [contact],
    });
    expect(screen.getByText("Permission required")).toBeVisible();
  });

  it("shows the schema's sentence under a bad e-mail address and sends nothing", async () => {
    const user = userEvent.setup();
    const put = jest.spyOn(api, "put");
    renderContacts();
    await user.click(screen.getByRole("button", { name: "Add a rights holder" }));
    await user.type(screen.getByRole("textbox", { name: "Organisation" }), "Marrow Bay");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "licensing@");
    await user.click(screen.getByRole("button", { name: "Save rights holders" }));
    expect(
      await screen.findByText("That e-mail address is not valid: write it as name@example.com."),
    ).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api, "put")
      .mockRejectedValue(
        new ApiError(400, "The notes must be at most 2,000 characters.", "contacts.0.notes"),
      );
    renderContacts(song, false);
    expect(screen.queryByText(/Expected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a rights holder" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Delphine Marrow");
    await user.click(screen.getByRole("button", { name: "Save rights holders" }));
    expect(await screen.findByText("The notes must be at most 2,000 characters.")).toBeVisible();
  });
});
