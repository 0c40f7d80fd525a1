/** Kenya's 47 counties, in the order of their official codes (001 Mombasa … 047 Nairobi). */
export const KENYAN_COUNTIES = [
  "Mombasa", "Kwale", "Kilifi", "Tana River", "Lamu", "Taita-Taveta", "Garissa", "Wajir", "Mandera", "Marsabit",
  "Isiolo", "Meru", "Tharaka-Nithi", "Embu", "Kitui", "Machakos", "Makueni", "Nyandarua", "Nyeri", "Kirinyaga",
  "Murang'a", "Kiambu", "Turkana", "West Pokot", "Samburu", "Trans Nzoia", "Uasin Gishu", "Elgeyo-Marakwet", "Nandi",
  "Baringo", "Laikipia", "Nakuru", "Narok", "Kajiado", "Kericho", "Bomet", "Kakamega", "Vihiga", "Bungoma", "Busia",
  "Siaya", "Kisumu", "Homa Bay", "Migori", "Kisii", "Nyamira", "Nairobi",
] as const

export type KenyanCounty = (typeof KENYAN_COUNTIES)[number]

const byKey = new Map(KENYAN_COUNTIES.map((county) => [keyOf(county), county]))

function keyOf(name: string) {
  return name
    .toLowerCase()
    .replace(/\bcounty\b/g, "")
    .replace(/[^a-z]/g, "")
}

/** The county's official spelling for a name typed any way ("murang'a", "Muranga", "TAITA TAVETA", "Nairobi County"), else null. */
export function countyNamed(name: string | null | undefined): KenyanCounty | null {
  return (name && byKey.get(keyOf(name))) || null
}
