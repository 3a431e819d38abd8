// ESLint over the whole code base (npm run lint, and in npm test): typescript-eslint's strict rules
// everywhere; React hooks' rules and jsx-a11y's in the two web apps and their shared components; in the
// two web apps, each feature imports only itself and the app's shared/ (no feature reaches into another).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One zone a feature: the files of src/features/<name> may import nothing from src/features but their own
 * folder. What two features need goes to src/shared; the app's routes (src/App.tsx) put the features together.
 */
function featureBoundaries(app) {
  const features = `${app}/src/features`;
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: `A feature imports another only through ${app}/src/shared: move what both need there.`,
    }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', '.nx/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are an error, except those written to be ignored (`_input`) and the rest of a destructuring.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Nest's modules and TypeORM's entities are classes by design.
      '@typescript-eslint/no-extraneous-class': 'off',
      // The compiler's null checks are strict; a `!` marks a value the line before has just established
      // (a key put in the map, a group the pattern matched), and reads better than a check that cannot fail.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries('web'), ...featureBoundaries('admin-web')] }] },
  },
);
