import { validateWithoutEval } from '@artshop/ui/src/without-eval';

// main.tsx's first import: the app's modules build their forms' schemas as they load, after this.
validateWithoutEval();
