import { describe, expect, it } from 'vitest';
import { companyWords } from './vocabulary.js';

describe('companyWords: one person in marketing is addressed as “you”', () => {
  const solo = companyWords({ 'team.size': '1' }, 'en');

  it('makes the verb agree, the second verb of the clause too', () => {
    expect(
      solo('Set automated alerts; whoever leads marketing reviews them quarterly and updates a map.'),
    ).toBe('Set automated alerts; you review them quarterly and update a map.');
    expect(solo('Whoever leads marketing discusses the results.')).toBe('You discuss the results.');
    expect(solo('but whoever leads marketing has to sign it')).toBe('but you have to sign it');
  });

  it('turns “have whoever leads marketing do it” into “do it”, keeping the capital', () => {
    expect(solo('Have whoever leads marketing choose concepts, not pre-tests')).toBe(
      'Choose concepts, not pre-tests',
    );
    expect(solo('then have whoever leads marketing set the threshold')).toBe('then set the threshold');
  });

  it('keeps a quoted question as asked, and a team’s texts as written', () => {
    expect(solo('“Who reviews, whoever leads marketing reviews?” whoever leads marketing reads it')).toBe(
      '“Who reviews, whoever leads marketing reviews?” you read it',
    );
    const team = 'whoever leads marketing reviews them';
    expect(companyWords({ 'team.size': '2-5' }, 'en')(team)).toBe(team);
    expect(companyWords({ 'team.size': '2-5' }, 'ro')('persoana care conduce marketingul verifică')).toBe(
      'persoana care conduce marketingul verifică',
    );
  });
});

describe('companyWords: a business that sells only to businesses', () => {
  it('reads of a proposal left unanswered, not an abandoned basket, in both languages', () => {
    expect(
      companyWords({ 'business.model': 'b2b' }, 'en')('signals (sign-up, abandoned basket, lapse)'),
    ).toBe('signals (sign-up, proposal left unanswered, lapse)');
    expect(
      companyWords(
        { 'business.model': 'b2b' },
        'ro',
      )('Un mesaj trimis după un coș abandonat sau o primă descărcare'),
    ).toBe('Un mesaj trimis după o ofertă rămasă fără răspuns sau o primă descărcare');
    expect(companyWords({ 'business.model': 'b2c' }, 'en')('an abandoned basket')).toBe(
      'an abandoned basket',
    );
  });
});

describe('companyWords: one person in marketing is addressed as “voi” in Romanian', () => {
  const solo = companyWords({ 'team.size': '1' }, 'ro');

  it('puts the verb, and the verbs coordinated after it, in the second person plural', () => {
    expect(
      solo(
        'Configurați alerte; persoana care conduce marketingul le analizează trimestrial și actualizează o hartă.',
      ),
    ).toBe('Configurați alerte; voi le analizați trimestrial și actualizați o hartă.');
    expect(
      solo(
        'Persoana care conduce marketingul se întâlnește cu fiecare partener, stabilește obiectivele și analizează rezultatele.',
      ),
    ).toBe('Voi vă întâlniți cu fiecare partener, stabiliți obiectivele și analizați rezultatele.');
    expect(
      solo(
        'deci persoana care conduce marketingul trebuie să le stabilească împreună cu conducerea și să răspundă pentru ele',
      ),
    ).toBe('deci voi trebuie să le stabiliți împreună cu conducerea și să răspundeți pentru ele');
  });

  it('turns “cereți persoanei care conduce marketingul să scrie” into “scrieți”', () => {
    expect(solo('Cereți persoanei care conduce marketingul să scrie ghidul tonului')).toBe(
      'Scrieți ghidul tonului',
    );
    expect(solo('apoi lăsați persoana care conduce marketingul să aleagă conceptul')).toBe(
      'apoi alegeți conceptul',
    );
  });

  it('leaves another subject’s verb and a quoted question alone', () => {
    expect(solo('un om verifică semnalările, iar persoana care conduce marketingul citește raportul')).toBe(
      'un om verifică semnalările, iar voi citiți raportul',
    );
    expect(solo('„Cine verifică?” persoana care conduce marketingul verifică')).toBe(
      '„Cine verifică?” voi verificați',
    );
  });
});

describe('companyWords: a business-to-business firm reads of fee discounts and project records', () => {
  it('replaces the shop’s promotions calendar and booking platform, in both languages', () => {
    const en = companyWords({ 'business.model': 'b2b' }, 'en');
    expect(
      en(
        'Set a yearly offer calendar with limits on discount depth and frequency, and compare each offer’s result with its margin cost; unplanned discounts wear down your price.',
      ),
    ).toMatch(/^Write one rule for discounts on your prices or fees \(how deep, how often, who approves\)/);
    expect(en('where your customer records live (your customer list, booking or shop platform) and')).toBe(
      'where your customer records live (your customer list or project records) and',
    );
    const ro = companyWords({ 'business.model': 'b2b' }, 'ro');
    expect(ro('Stabiliți un calendar anual al ofertelor, cu limite pentru reduceri')).toBe(
      'Scrieți o regulă pentru reducerile de preț sau de onorariu',
    );
  });
});

describe('companyWords: customers who buy in person', () => {
  it('leave no basket behind: their first purchase is the signal, in both languages', () => {
    expect(
      companyWords({ 'sales.model': 'in-person' }, 'en')('signals (sign-up, abandoned basket, lapse)'),
    ).toBe('signals (sign-up, first purchase, lapse)');
    expect(
      companyWords(
        { 'sales.model': 'in-person' },
        'ro',
      )('Un mesaj trimis după un coș abandonat sau o primă descărcare'),
    ).toBe('Un mesaj trimis după o primă cumpărare sau o primă descărcare');
  });
});
