import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '@artshop/contracts';
import { isPresetActive, pickerValue, presetTestId, readyColors } from './theme-form';

const ocean = THEME_PRESETS.find((preset) => preset.name === 'Ocean Blue')!.colors;

describe("the theme form's colours", () => {
  it('are ready once all five are #rrggbb codes, and not while one is being typed', () => {
    expect(readyColors(ocean)).toEqual(ocean);
    expect(readyColors({ ...ocean, accentColor: '#0b6e9' })).toBeNull();
    expect(readyColors({ ...ocean, textColor: undefined })).toBeNull();
  });

  it("mark the preset they are, whatever the codes' case", () => {
    expect(isPresetActive({ ...ocean, primaryColor: '#1D4E89' }, ocean)).toBe(true);
    expect(isPresetActive({ ...ocean, primaryColor: '#1d4e8a' }, ocean)).toBe(false);
    expect(isPresetActive(null, ocean)).toBe(false);
  });

  it('move the picker once a code is whole, which stays black meanwhile', () => {
    expect(pickerValue('#ABCDEF')).toBe('#abcdef');
    expect(pickerValue('#abc')).toBe('#000000');
  });

  it("name a preset's button after the preset", () => {
    expect(presetTestId('Ocean Blue')).toBe('theme-preset-ocean-blue');
  });
});
