import { isDemonym, isPlaceInitials, placeInfo, placeSignal } from "./places";

describe("placeInfo", () => {
  it("finds the most populous city of a name, whatever its case", () => {
    expect(placeInfo("LOS ANGELES")).toEqual({
      name: "Los Angeles",
      kind: "city",
      country: "US",
      region: "California",
      population: expect.any(Number),
    });
    expect(placeInfo("springfield")?.population).toBeGreaterThan(100_000);
    expect(placeInfo("London")).toMatchObject({ country: "GB", region: "England" });
    expect(placeInfo("Toronto")).toMatchObject({ country: "CA", region: "Ontario" });
  });

  it("finds accented cities without their accents, and short names", () => {
    expect(placeInfo("Zurich")?.name).toBe("Zürich");
    expect(placeInfo("NYC")?.name).toBe("New York City");
    expect(placeInfo("Washington DC")?.region).toBe("District of Columbia");
  });

  it("prefers a state to a country and a country to a city", () => {
    expect(placeInfo("Georgia")).toEqual({ name: "Georgia", kind: "state", country: "US" });
    expect(placeInfo("france")).toEqual({ name: "France", kind: "country", country: "FR" });
    expect(placeInfo("USA")).toMatchObject({ name: "United States", kind: "country" });
    expect(placeInfo("Scotland")).toMatchObject({ kind: "country", country: "GB" });
  });

  it("reads a state code only in capitals", () => {
    expect(placeInfo("CA")?.name).toBe("California");
    expect(placeInfo("in")).toBeUndefined();
  });

  it("knows the continents", () => {
    expect(placeInfo("south america")).toEqual({ name: "South America", kind: "continent" });
  });

  it("knows nothing of invented places", () => {
    expect(placeInfo("Zqxwvortleville")).toBeUndefined();
  });
});

describe("placeSignal", () => {
  it("names the city's region, country and population", () => {
    const signal = placeSignal({
      name: "Los Angeles",
      kind: "city",
      country: "US",
      region: "California",
      population: 3_898_747,
    });
    expect(signal).toEqual({
      kind: "known-city",
      detail: "A city in California, US, population 3,898,747 (GeoNames)",
      weight: 0.1,
    });
  });

  it("weighs a small town more", () => {
    const town = placeInfo("Plattsmouth");
    expect(town?.population).toBeLessThan(50_000);
    expect(placeSignal(town!)).toMatchObject({ kind: "small-town", weight: 0.3 });
  });

  it("names countries and states plainly", () => {
    expect(placeSignal({ name: "Ohio", kind: "state", country: "US" }).detail).toBe("A US state");
    expect(placeInfo("QUEENSLAND")).toEqual({ name: "Queensland", kind: "state", country: "AU" });
    expect(placeSignal(placeInfo("Ontario")!).detail).toBe("A state or province of Canada");
  });

  it("knows India's states and union territories, and names a city's", () => {
    expect(placeInfo("Bihar")).toEqual({ name: "Bihar", kind: "state", country: "IN" });
    expect(placeInfo("tamil nadu")).toMatchObject({ kind: "state", country: "IN" });
    expect(placeInfo("Ladakh")).toMatchObject({ kind: "state", country: "IN" });
    expect(placeInfo("Hyderabad")).toMatchObject({ country: "IN", region: "Telangana" });
  });
});

describe("placeInfo short names", () => {
  it("knows a republic by its name without the form of state", () => {
    expect(placeInfo("Congo")).toMatchObject({ kind: "country", country: "CD" });
  });
});

describe("isDemonym", () => {
  it("tells the people of a country, a state or a continent", () => {
    for (const word of ["Thai", "Mexican", "Italian", "European", "Brazilian"])
      expect(isDemonym(word)).toBe(true);
  });

  it("tries every ending a demonym may have, and knows those not spelled from the place", () => {
    // Asi-an and not As-ian; French and Dutch are not spelled from France or the Netherlands.
    for (const word of ["Asian", "Scottish", "French", "Dutch"]) expect(isDemonym(word)).toBe(true);
    // Languages of India, not spelled from a place: a language is no name to check.
    for (const word of ["Telugu", "Tamil", "Hindi"]) expect(isDemonym(word)).toBe(true);
  });

  it("leaves names and ordinary words alone", () => {
    for (const word of ["Margo", "Dunleavy", "table"]) expect(isDemonym(word)).toBe(false);
  });
});

describe("isPlaceInitials", () => {
  it("knows the initials of regions of several words", () => {
    expect(isPlaceInitials("NSW")).toBe(true);
    expect(isPlaceInitials("uae")).toBe(true);
    expect(isPlaceInitials("DWQ")).toBe(false);
  });
});
