import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import {
  ContentRpc,
  DEFAULT_BIO_SETTINGS,
  DEFAULT_CV_SETTINGS,
  bioSettingsSchema,
  cvSettingsSchema,
  type BioSettings,
  type BioSettingsUpdate,
  type CvSettings,
} from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The Bio and CV pages' texts, each one settings document (the page switches are SettingsHandlers'). */
@Controller()
export class PageDocumentsHandlers {
  private readonly bio: SettingsDocuments<BioSettings>;
  private readonly cv: SettingsDocuments<CvSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.bio = new SettingsDocuments(dataSource, 'bio', bioWithDefaults);
    this.cv = new SettingsDocuments(dataSource, 'cv', cvWithDefaults);
  }

  @Handles(ContentRpc.getBioSettings)
  getBio(): Promise<BioSettings> {
    return this.bio.read();
  }

  /** Saves what was sent over what is stored (a part or field left out stays), checks the whole page and answers it. */
  @Handles(ContentRpc.updateBioSettings)
  updateBio(changes: BioSettingsUpdate): Promise<BioSettings> {
    return this.bio.update((current) =>
      parseInput(bioSettingsSchema, {
        bioContent: changes.bioContent ?? current.bioContent,
        bioImage: changes.bioImage ?? current.bioImage,
        heroData: { ...current.heroData, ...changes.heroData },
        ctaData: { ...current.ctaData, ...changes.ctaData },
      }),
    );
  }

  @Handles(ContentRpc.getCvSettings)
  getCv(): Promise<CvSettings> {
    return this.cv.read();
  }

  @Handles(ContentRpc.updateCvSettings)
  updateCv(cv: CvSettings): Promise<CvSettings> {
    return this.cv.update(() => cv);
  }
}

/**
 * A stored Bio page over the defaults, field by field: a field missing or no longer passing (an older
 * shape) takes its default, and a field the page no longer has is dropped.
 */
function bioWithDefaults(value: Record<string, unknown> | undefined): BioSettings {
  const stored = value ?? {};
  const { heroData, ctaData } = bioSettingsSchema.shape;
  return {
    bioContent: textOr(stored.bioContent, DEFAULT_BIO_SETTINGS.bioContent),
    bioImage: textOr(stored.bioImage, DEFAULT_BIO_SETTINGS.bioImage),
    heroData: fieldsOver(DEFAULT_BIO_SETTINGS.heroData, heroData.shape, stored.heroData),
    ctaData: fieldsOver(DEFAULT_BIO_SETTINGS.ctaData, ctaData.shape, stored.ctaData),
  };
}

/** Each field of `shape` from `found` where it passes, else from `defaults`. */
function fieldsOver<T extends object>(defaults: T, shape: Record<string, z.ZodType>, found: unknown): T {
  const result = { ...defaults } as Record<string, unknown>;
  const stored = typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as T;
}

function cvWithDefaults(value: Record<string, unknown> | undefined): CvSettings {
  const parsed = cvSettingsSchema.shape.content.safeParse(value?.content);
  return parsed.success ? { content: parsed.data } : DEFAULT_CV_SETTINGS;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
