/** The NDIS Practice Standards modules a registration can be audited against, with our fee for each (AUD, ex GST). */
export type ModuleId = 'core' | 'module1' | 'module2' | 'module2a' | 'module3' | 'module4' | 'module5';

export type Module = {
  id: ModuleId;
  name: string;
  description: string;
  /** Whole dollars, excluding GST. */
  price: number;
};

export const modules: readonly Module[] = [
  {
    id: 'core',
    name: 'Core Module',
    description:
      'The baseline standards every certified provider meets: rights, governance, risk, quality, incident and complaints management, and support provision.',
    price: 3500,
  },
  {
    id: 'module1',
    name: 'High Intensity Daily Personal Activities',
    description:
      'Standards for complex supports such as bowel care, enteral feeding, tracheostomy, ventilator and subcutaneous injection care.',
    price: 800,
  },
  {
    id: 'module2',
    name: 'Specialist Behaviour Support',
    description:
      'Standards for practitioners who assess participants and write behaviour support plans, including the use of regulated restrictive practices.',
    price: 400,
  },
  {
    id: 'module2a',
    name: 'Implementing Behaviour Support Plans',
    description:
      'Standards for providers who put behaviour support plans into practice day to day and report any regulated restrictive practices they use.',
    price: 500,
  },
  {
    id: 'module3',
    name: 'Early Childhood Supports',
    description:
      'Standards for family-centred, evidence-based early intervention with children under nine and their families.',
    price: 400,
  },
  {
    id: 'module4',
    name: 'Specialist Support Coordination',
    description:
      'Standards for coordinators who help participants with complex needs connect, build and manage their supports.',
    price: 300,
  },
  {
    id: 'module5',
    name: 'Specialist Disability Accommodation',
    description:
      'Standards for providers of specialist housing: tenancy arrangements, enrolled dwellings and the separation of housing from support.',
    price: 800,
  },
];

export function findModule(id: ModuleId): Module {
  const found = modules.find((module) => module.id === id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return found;
}
