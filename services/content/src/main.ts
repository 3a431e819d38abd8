import { main, runService } from '@artshop/service-kit';
import { ContentModule, contentEntities } from './content.module.js';
import { Content1763800000400 } from './migrations/1763800000400-content.js';
import { Uploads1763800000410 } from './migrations/1763800000410-uploads.js';
import { Events1764400000700 } from './migrations/1764400000700-events.js';
import { ArtWall1764500000200 } from './migrations/1764500000200-art-wall.js';
import { seedContent } from './seed.js';

main(() =>
  runService({
    part: 'content',
    module: ContentModule,
    entities: contentEntities,
    migrations: [Content1763800000400, Uploads1763800000410, Events1764400000700, ArtWall1764500000200],
    seed: seedContent,
  }),
);
