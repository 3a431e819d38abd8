import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CertificatesService } from './certificates.service.js';

@Controller()
export class CertificatesHandlers {
  constructor(private readonly certificates: CertificatesService) {}

  @Handles(CartOrderRpc.verifyCertificate)
  verify({ code, key }: InputOf<typeof CartOrderRpc.verifyCertificate>, ctx: RequestContext) {
    return this.certificates.verify(code, key, ctx);
  }

  @Handles(CartOrderRpc.downloadCertificate)
  download({ code, key }: InputOf<typeof CartOrderRpc.downloadCertificate>, ctx: RequestContext) {
    return this.certificates.pdf(code, key, ctx);
  }
}
