import type { WorkflowVariables } from '@qis/shared';
import { Parser } from 'expr-eval-fork';
import { AppError } from '../../platform/http/app-error';

// Conditions of edges are expressions over an instance's variables, evaluated by expr-eval-fork: a parser and
// interpreter of its own (no eval, no new Function), the maintained fork of expr-eval with its prototype-pollution
// and code-injection fixes. Assignment, function definitions and random() are switched off: a condition reads
// variables and nothing else. Syntax: `amount > 1000 and level == "A"`, `not urgent`, `kind in ["DFMEA", "PFMEA"]`.
const parser = new Parser({ operators: { assignment: false, fndef: false, random: false } });

/** The spec's message prefix (shell spec §8): the web answers it with 办理失败. */
export const EXPRESSION_ERROR_PREFIX = 'Error while evaluating expression';

/** An expression that cannot be evaluated: HTTP 500 with the spec's message, and the transaction rolls back. */
export const expressionError = (expression: string, reason: string) =>
  new AppError(500, 500, `${EXPRESSION_ERROR_PREFIX}: ${expression} (${reason})`);

/** The parser's complaint about an expression's syntax, or null when it parses. */
export function expressionSyntaxProblem(expression: string): string | null {
  try {
    parser.parse(expression);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Evaluates a condition over the variables: true or false, else an expression error (unknown variable, a result
 * that is not a boolean, a syntax error). The variables are copied onto an object without a prototype.
 */
export function evaluateCondition(expression: string, variables: WorkflowVariables): boolean {
  let result: unknown;
  try {
    const scope = Object.assign(Object.create(null), variables) as Record<string, never>;
    result = parser.parse(expression).evaluate(scope);
  } catch (error) {
    throw expressionError(expression, error instanceof Error ? error.message : String(error));
  }
  if (typeof result !== 'boolean') {
    throw expressionError(
      expression,
      `result is ${result === undefined ? 'undefined' : JSON.stringify(result)}, not a boolean`,
    );
  }
  return result;
}
