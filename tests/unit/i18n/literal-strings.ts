import ts from 'typescript';

/** Props whose string values people read or hear: the rest (testids, variants, colours) are code. */
const TEXT_PROPS = new Set(['label', 'description', 'placeholder', 'title', 'alt', 'error', 'message', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-placeholder', 'aria-roledescription', 'tooltip', 'children']);

/** Words that are the same in every language and may appear as they are. */
export const ALLOWED_LITERALS = new Set<string>([]);

export interface Literal {
  line: number;
  text: string;
}

/** Has a letter in any script: separators, digits and punctuation are not language. */
const HAS_LETTER = /\p{L}/u;

/**
 * Finds text a component would show that is not from the message files: JSX text,
 * string literals (and template text) as JSX children, and literals given to props people
 * read, such as label or aria-label.
 */
export function findLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (HAS_LETTER.test(trimmed) && !ALLOWED_LITERALS.has(trimmed)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: trimmed });
  };
  /** String literals reachable as a value: directly, through ?:, && and ||, or as template text. */
  const reportValue = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node)) [node.head, ...node.templateSpans.map((span) => span.literal)].forEach((part) => report(part, part.text));
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(reportValue);
    else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) reportValue(node.right);
    else if (ts.isParenthesizedExpression(node)) reportValue(node.expression);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) reportValue(node.expression);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) reportValue(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
