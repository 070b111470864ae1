import { dropTemplates, newTemplateRun } from './test-templates.ts';

/**
 * vitest's global setup for the integration projects: names this run's database templates
 * (scripts/test-database.ts) and drops them when the run ends. Test workers inherit the name
 * through the environment.
 */
export default function setup() {
  const run = newTemplateRun();
  process.env.TEST_TEMPLATE_RUN = run;
  return () => dropTemplates(run);
}
