import { csvCell, csvRow } from "../csv"

describe("csv cells", () => {
  it("neutralises text a spreadsheet would run as a formula: a leading quote, and the cell quoted", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell("+254700000000")).toBe(`"'+254700000000"`)
    expect(csvCell("-2+3")).toBe(`"'-2+3"`)
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`)
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`)
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`)
  })

  it("quotes only when RFC 4180 needs it and leaves numbers as numbers", () => {
    expect(csvCell("Clay pot")).toBe("Clay pot")
    expect(csvCell("Pots, pans")).toBe(`"Pots, pans"`)
    expect(csvCell('A "big" pot')).toBe(`"A ""big"" pot"`)
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`)
    expect(csvCell("a=b")).toBe("a=b")
    expect(csvCell(1234.5)).toBe("1234.5")
    expect(csvCell(null)).toBe("")
    expect(csvCell(undefined)).toBe("")
  })

  it("ends each record with CRLF", () => {
    expect(csvRow(["DK-10001", 2, "=1+1", null])).toBe(`DK-10001,2,"'=1+1",\r\n`)
  })
})
