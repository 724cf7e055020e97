import { packages, type Package } from '../../../shared/catalog/packages.ts';

/** '/?package=Strategic+Growth+Partner#contact': the landing page's contact form, about one package. */
export function packageEnquiryPath(pkg: Package): string {
  return `/?${new URLSearchParams({ package: pkg.name }).toString()}#contact`;
}

/** The contact form's opening message for the package named in the URL, if it names one of ours. */
export function packageEnquiryMessage(packageName: string | null): string | undefined {
  const pkg = packages.find((candidate) => candidate.name === packageName);
  if (!pkg) return undefined;
  const described = /package$/i.test(pkg.name) ? pkg.name : `${pkg.name} package`;
  return `I'd like to talk about the ${described}.`;
}
