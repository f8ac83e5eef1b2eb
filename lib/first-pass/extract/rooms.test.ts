import { parseFountain } from "@/lib/screenplay/fountain";

import { findNamedRooms } from "./rooms";

const roomsIn = (fountain: string) =>
  findNamedRooms(parseFountain(fountain)).map(({ text, canonical }) => [text, canonical]);

describe("findNamedRooms", () => {
  it("finds a room a heading names as one building's own, without the words leading to it", () => {
    expect(
      roomsIn(`
INT. OUTSIDE STATE BALLROOM - NIGHT

Guests mill about.

INT. OUTSIDE STATE MUSIC ROOM. LATER

A quartet tunes up.

INT. AMBER ROOM - DAY

Walls of gold leaf.
`),
    ).toEqual([
      ["STATE MUSIC ROOM", "State Music Room"],
      ["AMBER ROOM", "Amber Room"],
    ]);
  });

  it("leaves kinds of room, rooms described and a character's room out", () => {
    expect(
      roomsIn(`
INT. PRESS ROOM - DAY

INT. LIGHTHOUSE - LAMP ROOM - NIGHT

INT. DINGY ROOM - NIGHT

INT. HARBOUR HOTEL CONFERENCE ROOM - DAY

INT. PELLOW'S ROOM - DAY

PELLOW
Mine.
`),
    ).toEqual([]);
  });

  it("takes an office by a public figure's surname for a room, a character's office not", () => {
    expect(
      roomsIn(`
INT. CHURCHILL'S OFFICE - NIGHT

INT. PELLOW'S OFFICE - DAY

PELLOW
Mine.
`),
    ).toEqual([["CHURCHILL'S OFFICE", "Churchill's Office"]]);
  });
});
