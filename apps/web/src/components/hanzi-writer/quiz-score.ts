// The write-it score is the contract's, so the server marks 写字 by the same rule.
export { QUIZ_PASS_SCORE, quizPassed, quizScore } from '@yuwen/protocol';
