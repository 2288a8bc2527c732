/** The data sources and licences, read from the project's licenses/README.md (one source of truth). */

export interface Credit {
  source: string;
  pkg: string;
  licence: string;
  use: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The rows of the sources table and the notes under 说明 of licenses/README.md. */
export function parseCredits(markdown: string): { credits: Credit[]; notes: string[] } {
  const lines = markdown.split('\n');
  const table = lines.filter((line) => line.trim().startsWith('|'));
  // The header row and the |---| row come first.
  const credits = table
    .slice(2)
    .map(cells)
    .filter((row) => row.length >= 4)
    .map(([source = '', pkg = '', licence = '', use = '']) => ({ source, pkg, licence, use }));
  const notesAt = lines.findIndex((line) => line.trim() === '说明');
  const notes =
    notesAt < 0
      ? []
      : lines
          .slice(notesAt + 1)
          .filter((line) => line.trim().startsWith('- '))
          .map((line) => line.trim().slice(2));
  return { credits, notes };
}
