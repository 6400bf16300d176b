/**
 * The prose of the API description, read from where it is written once: each endpoint's doc comment in its
 * contract (the one-line summary above `checkout: route.post(...)`) and each contract file's opening comment. The contracts ship no such strings (the web's copy stays small), so they are read from the
 * sources with TypeScript's parser when the document is written: at bundling (the CDK app), when the local stack
 * starts and in the tests; never in a Lambda.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface ContractProse {
  /** The contract file's opening comment (the domain's tag). */
  about: string;
  /** Each endpoint's doc comment, by its name in the contract. */
  endpoints: Record<string, string>;
}

/** A doc comment's text on one line (tags and the comment's stars dropped). */
function textOf(doc: ts.JSDoc): string {
  const comment = typeof doc.comment === 'string' ? doc.comment : ts.getTextOfJSDocComment(doc.comment);
  return (comment ?? '').replace(/\s+/g, ' ').trim();
}

const docsOf = (node: ts.Node): ts.JSDoc[] =>
  (node as { jsDoc?: ts.JSDoc[] }).jsDoc?.filter((doc) => doc.comment !== undefined) ?? [];

/** The endpoints object of `defineContract(domain, base, schemas, (route) => ({ ... }))`. */
function endpointsObject(call: ts.CallExpression): ts.ObjectLiteralExpression | null {
  const builder = call.arguments[3];
  if (!builder || !ts.isArrowFunction(builder)) return null;
  let body: ts.Node = builder.body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : null;
}

/** Reads a contract's source for its prose. */
export function readContractProse(file: string): ContractProse {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const opening = ts
    .getLeadingCommentRanges(source.text, 0)
    ?.find((range) => source.text.startsWith('/**', range.pos));
  const about = opening
    ? source.text
        .slice(opening.pos + 3, opening.end - 2)
        .replace(/^\s*\* ?/gm, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
  const endpoints: Record<string, string> = {};
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineContract'
    ) {
      for (const property of endpointsObject(node)?.properties ?? []) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const text = docsOf(property).map(textOf).join(' ');
        if (text) endpoints[property.name.text] = text;
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { about, endpoints };
}
