import { act, render } from "@testing-library/react";

import { HashTarget } from "./hash-target";

const scrolled: Element[] = [];

/** A section far below the window's fold, as the conversation is on a long page. */
function below(id: string) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
  section.getClientRects = () => [section.getBoundingClientRect()] as unknown as DOMRectList;
  return section;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  scrolled.length = 0;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

it("scrolls to the element the #fragment names when it arrives after the page loaded", async () => {
  window.history.replaceState(null, "", "/submission/1#conversation");
  render(<HashTarget />);
  expect(scrolled).toEqual([]);

  const streamed = below("conversation");
  await act(async () => {
    document.body.append(streamed);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(scrolled).toEqual([streamed]);
});

it("waits while the element is streamed in a hidden node, and scrolls once it is shown", async () => {
  window.history.replaceState(null, "", "/submission/1#conversation");
  const streamed = below("conversation");
  const rendered = streamed.getClientRects;
  streamed.getClientRects = () => [] as unknown as DOMRectList;
  const hidden = document.createElement("div");
  hidden.hidden = true;
  hidden.append(streamed);
  document.body.append(hidden);
  render(<HashTarget />);
  expect(scrolled).toEqual([]);

  streamed.getClientRects = rendered;
  await act(async () => {
    document.body.append(streamed);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(scrolled).toEqual([streamed]);
});

it("does nothing without a #fragment", async () => {
  render(<HashTarget />);
  const section = below("conversation");
  await act(async () => {
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(scrolled).toEqual([]);
});
