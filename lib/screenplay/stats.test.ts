import { parseFountain } from "./fountain";
import { screenplayStats } from "./stats";

it("counts scenes and the characters who speak, however their cues are written", () => {
  const screenplay = parseFountain(`INT. DINER - NIGHT

MAYA
Coffee?

TOM (V.O.)
(quietly)
Black.

Maya (CONT'D)
Figures.

@McGREGOR

EXT. PARKING LOT - LATER

RADIO
`);
  expect(screenplayStats(screenplay)).toEqual({
    pageCount: 1,
    pageCountExact: false,
    sceneCount: 2,
    // MAYA and TOM; McGREGOR and RADIO have no lines.
    speakingCharacters: 2,
  });
});
