// A 家长测评 in progress: the choices so far, kept for the tab (a reload keeps them; the check is
// marked and kept on the server only when handed in whole).
const key = (grade: number, month: number) => `ycjy_check_${grade}_${month}`;

export function readAnswers(grade: number, month: number): (number | undefined)[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(grade, month)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : undefined)) : [];
  } catch {
    return [];
  }
}

export function saveAnswer(grade: number, month: number, num: number, choice: number): (number | undefined)[] {
  const answers = readAnswers(grade, month);
  answers[num - 1] = choice;
  try {
    sessionStorage.setItem(key(grade, month), JSON.stringify(answers));
  } catch {
    // Private mode without storage: the answers still live in this page's state.
  }
  return answers;
}

export function clearAnswers(grade: number, month: number): void {
  try {
    sessionStorage.removeItem(key(grade, month));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
