/**
 * Test support (not a test file): what cdk-nag (AwsSolutions) finds in a scope that nothing acknowledged, one
 * line each (severity, rule, construct path), for the tests that want none.
 */
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export function nagFindings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(scope);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath ?? '?'}`,
    ),
  );
}
