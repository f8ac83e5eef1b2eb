/**
 * The first pass made ready before a worker takes its first job: its tables loaded, and its code
 * compiled by a few analyses of a short invented screenplay. In a fresh process the first
 * analysis otherwise pays for V8 compiling and optimising every finder and its regexes, and for
 * the word lists built on first use, several times the cost of a warm one.
 */
import { buildScreenplay, type Segment } from "@/lib/screenplay/build";
import { parseFountain } from "@/lib/screenplay/fountain";
import type { Screenplay, ScriptElement } from "@/lib/screenplay/model";

import { analyzeScreenplay } from "./analyze";
import { loadGazetteer } from "./gazetteer";

/**
 * Enough analyses for V8 to optimise the finders' hot code, as it does over a warm worker's
 * first jobs: more made no difference to the first job after them.
 */
const WARM_UP_TURNS = 12;

/**
 * Invented from end to end (no line of a real script), with something for every finder to find
 * (a contact block, phones, web addresses, plates, street addresses, a flight, famous people,
 * brands, companies, places, titles, songs, a sign, rooms, office holders) and the everyday
 * words and names every script has, whose answers the first pass then keeps.
 */
const WARM_UP_SCRIPT = `Title: THE LANTERN KEEPER
Credit: Written by
Author: Ottoline Fairweather
Contact: Brindle & Vane Agency, 1432 Maple Street, Suite 5, Portland, OR 97205
(503) 555-0142 - office@brindlevane.example.com - www.brindlevane.example.com
Draft date: 2 February 2026

FADE IN:

EXT. HARBOUR ROAD - PORTLAND, MAINE - NIGHT #1#

Rain on cobbles in the town of Calder Cove, an hour up the coast from Portland. A battered Ford pickup with plate 7KXR-219 idles outside JOE'S DINER. Neon hums.

MARGARET "MAGGIE" OKAFOR (40s), a ferry pilot in a yellow slicker, crosses to a pay phone and dials 555-0199.

MAGGIE
(into phone)
It's me. The flight from Boston landed. Delta flight 1187, gate twelve, same as Tuesday.

TOMAS BRENNER (O.S.)
Did you see Mr. Halvorsen?

MAGGIE
Only his lawyer. She works for _Harrow, Finch and Company_ now. Offices on **Baker Street** in London.

INT. JOE'S DINER - CONTINUOUS

Chrome stools, a jukebox playing "Blue Suede Shoes". A TV over the counter shows CNN with the sound off. A poster of Marilyn Monroe peels from the wall.

A SIGN over the register reads: NO CREDIT - NO CHEQUES - NO EXCEPTIONS.

TOMAS BRENNER (60s), owner, wipes a Coca-Cola glass with a Starbucks napkin.

TOMAS
You look like *Humphrey Bogart* in the rain. Sit. Coffee's on the house.

MAGGIE ^
Since when is anything on the house?

TOMAS
Since the Mayor of Portland ate here and paid double. As Churchill said, never waste a good crisis.

He slides over a copy of the Portland Press Herald. The headline: FERRY LINE SOLD TO NORTHWIND HOLDINGS LLC.

MAGGIE
(reading)
"Northwind Holdings, a subsidiary of Calloway Maritime Inc., will take over the route on the first of March."

She tears out the article and pockets it.

INT. LIGHTHOUSE - LAMP ROOM - NIGHT

The great lens turns. DR. ELSPETH WREN (70s), the keeper, reads Moby-Dick by the light of an iPhone. A radio plays the BBC World Service.

ELSPETH
(singing softly)
Oh the tide comes in and the tide goes out, and the keeper keeps her light.

~Sail me home to Calder Cove,
~where the lantern burns all night.

MAGGIE (O.S.)
Elspeth! It's Maggie.

ELSPETH
The door's open. It's been open since Nixon.

Maggie climbs in, dripping. She hands over the article.

ELSPETH (CONT'D)
Calloway. I knew a Calloway at Harvard. Sold insurance to the Rockefellers and ships to the Navy.

MAGGIE
They'll close the crossing by summer. The school in Rockland loses its ferry, the clinic at St. Mary's Hospital loses its nurses.

ELSPETH
Then we write to Senator Abernathy. And to the Governor of Maine. And to The New York Times.

MAGGIE
Nobody reads letters anymore. They read Twitter.

ELSPETH
Then write it in two hundred and eighty characters. Visit www.savetheferry.example.org, call 1-800-555-0175, and say it loud.

EXT. 221 OCEAN AVENUE - DAWN

A clapboard house. A Toyota Corolla and a blue Volkswagen Beetle in the drive. Maggie knocks.

JUDGE RAYMOND PIKE (70s), in a Red Sox cap, opens the door, a mug of Dunkin' coffee in hand.

PIKE
Miss Okafor. If this is about the ferry, the Coast Guard already called.

MAGGIE
It's about Halvorsen. He flew in on Delta last night with a briefcase from Goldman Sachs.

PIKE
Half of Wall Street flies through here in August. Come in before Mrs. Pike sees you.

INT. PIKE HOUSE - THE CAPTAIN'S ROOM - CONTINUOUS #14A#

Books floor to ceiling: Dickens, Hemingway, a signed copy of "The Old Man and the Sea". A framed photo of Pike shaking hands with Bill Clinton.

PIKE
J.D. Halvorsen bought the Lantern Rock light from the state in 2019 for one dollar. The deed's on file at the Knox County courthouse, 62 Union Street.

MAGGIE
And now he wants the harbour.

PIKE
He wants everything from Camden to Bar Harbor. Like ***John D. Rockefeller*** with a speedboat. Nobody in Calder Cove can stop him.

> CUT TO:

INT. FERRY TERMINAL - WAITING ROOM - DAY

Commuters, a vending machine selling Pepsi and Doritos. Announcements in English and French. Maggie pins a flyer to the board: SAVE THE LANTERN CROSSING - TOWN HALL, FRIDAY 7 PM.

A young man, KOFI ASANTE (20s), in a University of Southern Maine hoodie, reads it over her shoulder.

KOFI
My grandmother crossed on this boat every week for forty years. From Accra to Rotterdam to here.

MAGGIE
Then bring her on Friday.

KOFI
She passed in June. But I'll bring her stories.

INT. TOWN HALL - NIGHT

Folding chairs, a flag, the smell of wet wool. A BANNER: ROCKLAND FIRST. Halvorsen's lawyer, CORDELIA VANCE (50s), at the lectern.

VANCE
Northwind will run a modern service, with a partnership with Amazon and FedEx for freight.

ELSPETH
(standing)
And the people? Will Amazon carry them too?

Laughter. Applause. Pike raises his hand.

PIKE
As a former judge of the Maine Supreme Judicial Court, I move the town ask the Attorney General to review the sale.

EXT. HARBOUR - NIGHT

The ferry, MARY ELLEN, at her mooring. Maggie and Kofi on the pier. Fireworks over Penobscot Bay.

KOFI
Do you think we won?

MAGGIE
I think we started.

She hums "Amazing Grace" as the lantern turns above them.

INT. OKAFOR APARTMENT - KITCHEN - MORNING

Small, tidy, a window over the water. Maggie makes toast. Her daughter, PRIYA OKAFOR (12), does homework at the table. The radio mutters the weather.

PRIYA
Mum, what's a subsidiary?

MAGGIE
A company that belongs to a bigger company. Why?

PRIYA
Because Mrs. Delacroix says we have to write about something in the news. I picked the ferry.

MAGGIE
Good. Write that they can't have it.

PRIYA
That's not how essays work.

The phone rings. Maggie answers, listens, and her face changes.

MAGGIE
(into phone)
When? ... No, I'll come now. Tell Doctor Reyes I'm on my way.

She grabs her keys. Priya is already pulling on her boots.

EXT. COAST ROAD - MOVING - DAY

The pickup rattles past fields, a church, a gas station with a Shell sign, a motel called THE SEA BREEZE INN. Priya reads a text aloud.

PRIYA
Uncle Kofi says Elspeth fell on the stairs. She's at Pen Bay Medical Center in Rockport.

MAGGIE
Then that's where we're going.

INT. HOSPITAL - CORRIDOR - DAY

Fluorescent light, a vending machine, a nurse with a clipboard. KOFI waits by the door of Room 214.

KOFI
She's awake. She's asking for her glasses and a lawyer, in that order.

MAGGIE
That sounds like her.

INT. HOSPITAL ROOM - CONTINUOUS

Elspeth, bandaged, propped on pillows, watching a game show with the sound off. She points at Maggie.

ELSPETH
Somebody loosened the third step. I've climbed those stairs every night for thirty-one years.

MAGGIE
You think it was Northwind?

ELSPETH
I think the lighthouse is worth more to them empty. Look in the logbook. Tuesday, the fourteenth. A boat with no lights at two in the morning.

PRIYA
We could give it to the police.

ELSPETH
We could. Or we could give it to Mr. Abernathy's office first and let them read it on the evening news.

She winks. Priya grins.

EXT. LANTERN ROCK - NIGHT

Maggie, Kofi and Priya cross the causeway with flashlights. Waves break on the rocks. The lighthouse is dark for the first time in the film.

KOFI
(whispering)
Someone switched it off.

MAGGIE
Then someone's inside.

They climb. A shape moves above them: TEDDY MARSH (30s), a deckhand from the Northwind boats, with a crowbar.

TEDDY
You shouldn't be here, Maggie.

MAGGIE
Neither should you, Teddy. Put it down.

A long beat. He lowers the crowbar. Sirens in the distance: the county sheriff's cars on the coast road.

TEDDY
They told me nobody would get hurt.

SUPER: ONE YEAR LATER.

EXT. HARBOUR - DAY

Sunshine. A new sign on the terminal: LANTERN CROSSING - RUN BY THE PEOPLE OF ROCKLAND SINCE 1922. The ferry sounds her horn. Elspeth, with a cane, waves from the rail.

FADE OUT.
`;

/**
 * The screenplay as the readers that know each element's page give it (PDF, FDX): their
 * elements hold the same fields in another order, which V8 optimises for apart.
 */
function withExactPages(screenplay: Screenplay): Screenplay {
  const raw = screenplay.elements.map((element) => ({
    type: element.type,
    segments: segmentsOf(element),
    page: element.page,
    ...(element.type === "scene_heading" && element.sceneNumber
      ? { sceneNumber: element.sceneNumber }
      : {}),
    ...(element.dual ? { dual: element.dual } : {}),
  }));
  return buildScreenplay("pdf", raw, { titlePage: screenplay.titlePage });
}

/** An element's text back in the styled pieces a reader finds, its cue's extension included. */
function segmentsOf({ type, text, styleRuns, extension }: ScriptElement): Segment[] {
  if (type === "character") return [{ text: extension ? `${text} (${extension})` : text }];
  const segments: Segment[] = [];
  let at = 0;
  for (const { start, end, ...style } of styleRuns) {
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), ...style });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The analysis job reads its screenplay from the database: JSON, as the warm-up gives it. */
const asStored = (screenplay: Screenplay): Screenplay =>
  JSON.parse(JSON.stringify(screenplay)) as Screenplay;

/** The invented screenplay in the shapes of every reader: as Fountain, and with exact pages. */
export function warmUpScreenplays(): Screenplay[] {
  const fountain = parseFountain(WARM_UP_SCRIPT);
  return [fountain, withExactPages(fountain)];
}

/**
 * Loads the first pass's tables and analyses the invented screenplay WARM_UP_TURNS times, its
 * shapes by turns, each turn a fresh copy as a job gets one. Answers the milliseconds it took.
 */
export function warmUpFirstPass(): number {
  const started = performance.now();
  loadGazetteer();
  const shapes = warmUpScreenplays();
  for (let turn = 0; turn < WARM_UP_TURNS; turn++)
    analyzeScreenplay(asStored(shapes[turn % shapes.length]!));
  return performance.now() - started;
}
