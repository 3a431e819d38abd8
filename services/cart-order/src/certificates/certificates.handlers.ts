import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CertificatesService } from './certificates.service.js';

@Controller()
export class CertificatesHandlers {
  constructor(private readonly certificates: CertificatesService) {}

  @Handles(CartOrderRpc.verifyCertificate)
  verify({ code }: InputOf<typeof CartOrderRpc.verifyCertificate>, ctx: RequestContext) {
    return this.certificates.verify(code, ctx);
  }

  @Handles(CartOrderRpc.downloadCertificate)
  download({ code }: InputOf<typeof CartOrderRpc.downloadCertificate>, ctx: RequestContext) {
    return this.certificates.pdf(code, ctx);
  }
}
