/// Duckling's English time corpus as test data: each expression with the value Duckling gives it at the
/// reference time 2013-02-12 04:30:00 at UTC−2 (a Tuesday), and its negative corpus.
///
/// Source: facebook/duckling, `Duckling/Time/EN/Corpus.hs` (the expressions and their values only,
/// restated here as data), Copyright (c) 2016-present, Facebook, Inc., BSD licence.
///
/// One row per line, fields split by " | ": expression | value | grain. A value is `YYYY-MM-DD HH:MM[:SS]`,
/// an interval `start / end` (end exclusive, one grain past the last), `after START` or `before END`.
enum DucklingTimeCorpus {
    static let negative = [
        "laughing out loud", "1 adult", "we are separated", "25", "this is the one", "in 61", "this one",
        "this past one", "at single", "at a couple of", "at pairs", "at a few", "at dozens", "single o'clock",
        "dozens o'clock", "Rat 6", "rat 6", "3 30", "three twenty", "at 650.650.6500", "at 650-650-6500",
        "two sixty a m",
    ]

    static let rows = """
    now | 2013-02-12 04:30 | second
    right now | 2013-02-12 04:30 | second
    just now | 2013-02-12 04:30 | second
    today | 2013-02-12 00:00 | day
    at this time | 2013-02-12 00:00 | day
    2/2013 | 2013-02-01 00:00 | day
    yesterday | 2013-02-11 00:00 | day
    tomorrow | 2013-02-13 00:00 | day
    tomorrows | 2013-02-13 00:00 | day
    monday | 2013-02-18 00:00 | day
    mon. | 2013-02-18 00:00 | day
    this monday | 2013-02-18 00:00 | day
    Monday, Feb 18 | 2013-02-18 00:00 | day
    Mon, February 18 | 2013-02-18 00:00 | day
    tuesday | 2013-02-19 00:00 | day
    Tuesday the 19th | 2013-02-19 00:00 | day
    Tuesday 19th | 2013-02-19 00:00 | day
    Thu 15th | 2013-08-15 00:00 | day
    thursday | 2013-02-14 00:00 | day
    thu | 2013-02-14 00:00 | day
    thu. | 2013-02-14 00:00 | day
    friday | 2013-02-15 00:00 | day
    fri | 2013-02-15 00:00 | day
    fri. | 2013-02-15 00:00 | day
    saturday | 2013-02-16 00:00 | day
    sat | 2013-02-16 00:00 | day
    sat. | 2013-02-16 00:00 | day
    sunday | 2013-02-17 00:00 | day
    sun | 2013-02-17 00:00 | day
    sun. | 2013-02-17 00:00 | day
    the 1st of march | 2013-03-01 00:00 | day
    first of march | 2013-03-01 00:00 | day
    march first | 2013-03-01 00:00 | day
    march 3 | 2013-03-03 00:00 | day
    the ides of march | 2013-03-15 00:00 | day
    march 3 2015 | 2015-03-03 00:00 | day
    march 3rd 2015 | 2015-03-03 00:00 | day
    march third 2015 | 2015-03-03 00:00 | day
    3/3/2015 | 2015-03-03 00:00 | day
    3/3/15 | 2015-03-03 00:00 | day
    2015-3-3 | 2015-03-03 00:00 | day
    2015-03-03 | 2015-03-03 00:00 | day
    on the 15th | 2013-02-15 00:00 | day
    the 15th of february | 2013-02-15 00:00 | day
    15 of february | 2013-02-15 00:00 | day
    february the 15th | 2013-02-15 00:00 | day
    february 15 | 2013-02-15 00:00 | day
    15th february | 2013-02-15 00:00 | day
    February 15 | 2013-02-15 00:00 | day
    Aug 8 | 2013-08-08 00:00 | day
    Fri, Jul 18 | 2014-07-18 00:00 | day
    Jul 18, Fri | 2014-07-18 00:00 | day
    October 2014 | 2014-10-01 00:00 | month
    14april 2015 | 2015-04-14 00:00 | day
    April 14, 2015 | 2015-04-14 00:00 | day
    14th April 15 | 2015-04-14 00:00 | day
    next tuesday | 2013-02-19 00:00 | day
    around next tuesday | 2013-02-19 00:00 | day
    friday after next | 2013-02-22 00:00 | day
    next March | 2013-03-01 00:00 | month
    March after next | 2014-03-01 00:00 | month
    Sunday, Feb 10 | 2013-02-10 00:00 | day
    Wed, Feb13 | 2013-02-13 00:00 | day
    this week | 2013-02-11 00:00 | week
    current week | 2013-02-11 00:00 | week
    coming week | 2013-02-11 00:00 | week
    last week | 2013-02-04 00:00 | week
    past week | 2013-02-04 00:00 | week
    previous week | 2013-02-04 00:00 | week
    next week | 2013-02-18 00:00 | week
    the following week | 2013-02-18 00:00 | week
    around next week | 2013-02-18 00:00 | week
    last month | 2013-01-01 00:00 | month
    next month | 2013-03-01 00:00 | month
    this quarter | 2013-01-01 00:00 | quarter
    this qtr | 2013-01-01 00:00 | quarter
    next quarter | 2013-04-01 00:00 | quarter
    next qtr | 2013-04-01 00:00 | quarter
    third quarter | 2013-07-01 00:00 | quarter
    3rd quarter | 2013-07-01 00:00 | quarter
    third qtr | 2013-07-01 00:00 | quarter
    3rd qtr | 2013-07-01 00:00 | quarter
    the 3rd qtr | 2013-07-01 00:00 | quarter
    4th quarter 2018 | 2018-10-01 00:00 | quarter
    4th qtr 2018 | 2018-10-01 00:00 | quarter
    the 4th qtr of 2018 | 2018-10-01 00:00 | quarter
    last year | 2012-01-01 00:00 | year
    last yr | 2012-01-01 00:00 | year
    this year | 2013-01-01 00:00 | year
    current year | 2013-01-01 00:00 | year
    this yr | 2013-01-01 00:00 | year
    next year | 2014-01-01 00:00 | year
    next yr | 2014-01-01 00:00 | year
    last sunday | 2013-02-10 00:00 | day
    sunday from last week | 2013-02-10 00:00 | day
    last week's sunday | 2013-02-10 00:00 | day
    last tuesday | 2013-02-05 00:00 | day
    next wednesday | 2013-02-13 00:00 | day
    wednesday of next week | 2013-02-20 00:00 | day
    wednesday next week | 2013-02-20 00:00 | day
    wednesday after next | 2013-02-20 00:00 | day
    monday of this week | 2013-02-11 00:00 | day
    tuesday of this week | 2013-02-12 00:00 | day
    wednesday of this week | 2013-02-13 00:00 | day
    the day after tomorrow | 2013-02-14 00:00 | day
    day after tomorrow 5pm | 2013-02-14 17:00 | hour
    the day before yesterday | 2013-02-10 00:00 | day
    day before yesterday 8am | 2013-02-10 08:00 | hour
    last Monday of March | 2013-03-25 00:00 | day
    last Sunday of March 2014 | 2014-03-30 00:00 | day
    third day of october | 2013-10-03 00:00 | day
    first week of october 2014 | 2014-10-06 00:00 | week
    the week of october 6th | 2013-10-07 00:00 | week
    the week of october 7th | 2013-10-07 00:00 | week
    last day of october 2015 | 2015-10-31 00:00 | day
    last day in october 2015 | 2015-10-31 00:00 | day
    last week of september 2014 | 2014-09-22 00:00 | week
    first tuesday of october | 2013-10-01 00:00 | day
    first tuesday in october | 2013-10-01 00:00 | day
    third tuesday of september 2014 | 2014-09-16 00:00 | day
    first wednesday of october 2014 | 2014-10-01 00:00 | day
    second wednesday of october 2014 | 2014-10-08 00:00 | day
    third tuesday after christmas 2014 | 2015-01-13 00:00 | day
    at 3am | 2013-02-13 03:00 | hour
    3 in the AM | 2013-02-13 03:00 | hour
    at 3 AM | 2013-02-13 03:00 | hour
    3 oclock am | 2013-02-13 03:00 | hour
    at three am | 2013-02-13 03:00 | hour
    3:18am | 2013-02-13 03:18 | minute
    3:18a | 2013-02-13 03:18 | minute
    at 3pm | 2013-02-12 15:00 | hour
    @ 3pm | 2013-02-12 15:00 | hour
    3PM | 2013-02-12 15:00 | hour
    3pm | 2013-02-12 15:00 | hour
    3 oclock pm | 2013-02-12 15:00 | hour
    3 o'clock in the afternoon | 2013-02-12 15:00 | hour
    3ish pm | 2013-02-12 15:00 | hour
    3pm approximately | 2013-02-12 15:00 | hour
    at about 3pm | 2013-02-12 15:00 | hour
    at 15 past 3pm | 2013-02-12 15:15 | minute
    a quarter past 3pm | 2013-02-12 15:15 | minute
    3:15 in the afternoon | 2013-02-12 15:15 | minute
    15:15 | 2013-02-12 15:15 | minute
    3:15pm | 2013-02-12 15:15 | minute
    3:15PM | 2013-02-12 15:15 | minute
    3:15p | 2013-02-12 15:15 | minute
    at 3 15 | 2013-02-12 15:15 | minute
    at 20 past 3pm | 2013-02-12 15:20 | minute
    3:20 in the afternoon | 2013-02-12 15:20 | minute
    3:20 in afternoon | 2013-02-12 15:20 | minute
    twenty after 3pm | 2013-02-12 15:20 | minute
    3:20p | 2013-02-12 15:20 | minute
    at three twenty | 2013-02-12 15:20 | minute
    at half past three pm | 2013-02-12 15:30 | minute
    half past 3 pm | 2013-02-12 15:30 | minute
    15:30 | 2013-02-12 15:30 | minute
    3:30pm | 2013-02-12 15:30 | minute
    3:30PM | 2013-02-12 15:30 | minute
    330 p.m. | 2013-02-12 15:30 | minute
    3:30 p m | 2013-02-12 15:30 | minute
    3:30 | 2013-02-12 15:30 | minute
    half three | 2013-02-12 15:30 | minute
    nine fifty nine a m | 2013-02-12 09:59 | minute
    15:23:24 | 2013-02-12 15:23:24 | second
    a quarter to noon | 2013-02-12 11:45 | minute
    11:45am | 2013-02-12 11:45 | minute
    15 to noon | 2013-02-12 11:45 | minute
    8 tonight | 2013-02-12 20:00 | hour
    eight tonight | 2013-02-12 20:00 | hour
    8 this evening | 2013-02-12 20:00 | hour
    at 8 in the evening | 2013-02-12 20:00 | hour
    in the evening at eight | 2013-02-12 20:00 | hour
    at 7:30 PM on Fri, Sep 20 | 2013-09-20 19:30 | minute
    at 9am on Saturday | 2013-02-16 09:00 | hour
    on Saturday for 9am | 2013-02-16 09:00 | hour
    Fri, Jul 18, 2014 07:00 PM | 2014-07-18 19:00 | minute
    in a sec | 2013-02-12 04:30:01 | second
    one second from now | 2013-02-12 04:30:01 | second
    in 1" | 2013-02-12 04:30:01 | second
    in a minute | 2013-02-12 04:31 | second
    in one minute | 2013-02-12 04:31 | second
    in 1' | 2013-02-12 04:31 | second
    in 2 minutes | 2013-02-12 04:32 | second
    in 2 more minutes | 2013-02-12 04:32 | second
    2 minutes from now | 2013-02-12 04:32 | second
    in a couple of minutes | 2013-02-12 04:32 | second
    in a pair of minutes | 2013-02-12 04:32 | second
    in three minutes | 2013-02-12 04:33 | second
    in a few minutes | 2013-02-12 04:33 | second
    in 60 minutes | 2013-02-12 05:30 | second
    in a quarter of an hour | 2013-02-12 04:45 | second
    in 1/4h | 2013-02-12 04:45 | second
    in 1/4 h | 2013-02-12 04:45 | second
    in 1/4 hour | 2013-02-12 04:45 | second
    in half an hour | 2013-02-12 05:00 | second
    in 1/2h | 2013-02-12 05:00 | second
    in 1/2 h | 2013-02-12 05:00 | second
    in 1/2 hour | 2013-02-12 05:00 | second
    in three-quarters of an hour | 2013-02-12 05:15 | second
    in 3/4h | 2013-02-12 05:15 | second
    in 3/4 h | 2013-02-12 05:15 | second
    in 3/4 hour | 2013-02-12 05:15 | second
    in 2.5 hours | 2013-02-12 07:00 | second
    in 2 and an half hours | 2013-02-12 07:00 | second
    in one hour | 2013-02-12 05:30 | minute
    in 1h | 2013-02-12 05:30 | minute
    in a couple hours | 2013-02-12 06:30 | minute
    in a couple of hours | 2013-02-12 06:30 | minute
    in a few hours | 2013-02-12 07:30 | minute
    in few hours | 2013-02-12 07:30 | minute
    in 24 hours | 2013-02-13 04:30 | minute
    in a day | 2013-02-13 04:00 | hour
    a day from now | 2013-02-13 04:00 | hour
    a day from right now | 2013-02-13 04:30 | second
    3 years from today | 2016-02-12 00:00 | day
    in 7 days | 2013-02-19 04:00 | hour
    in 1 week | 2013-02-19 00:00 | day
    in a week | 2013-02-19 00:00 | day
    in about half an hour | 2013-02-12 05:00 | second
    7 days ago | 2013-02-05 04:00 | hour
    14 days Ago | 2013-01-29 04:00 | hour
    a fortnight ago | 2013-01-29 04:00 | hour
    a week ago | 2013-02-05 00:00 | day
    one week ago | 2013-02-05 00:00 | day
    1 week ago | 2013-02-05 00:00 | day
    three weeks ago | 2013-01-22 00:00 | day
    three months ago | 2012-11-12 00:00 | day
    two years ago | 2011-02-01 00:00 | month
    1954 | 1954-01-01 00:00 | year
    7 days hence | 2013-02-19 04:00 | hour
    14 days hence | 2013-02-26 04:00 | hour
    a fortnight hence | 2013-02-26 04:00 | hour
    a week hence | 2013-02-19 00:00 | day
    one week hence | 2013-02-19 00:00 | day
    1 week hence | 2013-02-19 00:00 | day
    three weeks hence | 2013-03-05 00:00 | day
    three months hence | 2013-05-12 00:00 | day
    two years hence | 2015-02-01 00:00 | month
    one year After christmas | 2013-12-25 00:00 | day
    a year from Christmas | 2013-12-25 00:00 | day
    for 10 days from 18th Dec | 2013-12-18 00:00 / 2013-12-29 00:00 | day
    this Summer | 2013-06-21 00:00 / 2013-09-24 00:00 | day
    current summer | 2013-06-21 00:00 / 2013-09-24 00:00 | day
    this winter | 2012-12-21 00:00 / 2013-03-21 00:00 | day
    xmas | 2013-12-25 00:00 | day
    christmas | 2013-12-25 00:00 | day
    christmas day | 2013-12-25 00:00 | day
    new year's eve | 2013-12-31 00:00 | day
    new years eve | 2013-12-31 00:00 | day
    new year's day | 2014-01-01 00:00 | day
    new years day | 2014-01-01 00:00 | day
    valentine's day | 2013-02-14 00:00 | day
    valentine day | 2013-02-14 00:00 | day
    Mother's Day | 2013-05-12 00:00 | day
    next mothers day | 2013-05-12 00:00 | day
    last mothers day | 2012-05-13 00:00 | day
    mothers day 2014 | 2014-05-11 00:00 | day
    Father's Day | 2013-06-16 00:00 | day
    last fathers day | 2012-06-17 00:00 | day
    fathers day 1996 | 1996-06-16 00:00 | day
    memorial day | 2013-05-27 00:00 | day
    Next Memorial Day | 2013-05-27 00:00 | day
    last memorial day | 2012-05-28 00:00 | day
    memorial day of last year | 2012-05-28 00:00 | day
    memorial day week-end | 2013-05-24 18:00 / 2013-05-28 00:00 | hour
    independence day | 2013-07-04 00:00 | day
    4th of July | 2013-07-04 00:00 | day
    4 of july | 2013-07-04 00:00 | day
    labor day | 2013-09-02 00:00 | day
    labor day of last year | 2012-09-03 00:00 | day
    Labor Day 2012 | 2012-09-03 00:00 | day
    labor day weekend | 2013-08-30 18:00 / 2013-09-03 00:00 | hour
    halloween | 2013-10-31 00:00 | day
    next halloween | 2013-10-31 00:00 | day
    Halloween 2013 | 2013-10-31 00:00 | day
    black friday | 2013-11-29 00:00 | day
    black friday of this year | 2013-11-29 00:00 | day
    black friday 2013 | 2013-11-29 00:00 | day
    black friday 2017 | 2017-11-24 00:00 | day
    MLK day | 2014-01-20 00:00 | day
    next Martin Luther King day | 2014-01-20 00:00 | day
    this MLK day | 2014-01-20 00:00 | day
    last MLK day | 2013-01-21 00:00 | day
    MLK day 2013 | 2013-01-21 00:00 | day
    MLK day of last year | 2012-01-16 00:00 | day
    MLK day 2012 | 2012-01-16 00:00 | day
    this evening | 2013-02-12 18:00 / 2013-02-13 00:00 | hour
    today evening | 2013-02-12 18:00 / 2013-02-13 00:00 | hour
    tonight | 2013-02-12 18:00 / 2013-02-13 00:00 | hour
    this past weekend | 2013-02-08 18:00 / 2013-02-11 00:00 | hour
    tomorrow evening | 2013-02-13 18:00 / 2013-02-14 00:00 | hour
    tomorrow lunch | 2013-02-13 12:00 / 2013-02-13 14:00 | hour
    tomorrow at lunch | 2013-02-13 12:00 / 2013-02-13 14:00 | hour
    yesterday evening | 2013-02-11 18:00 / 2013-02-12 00:00 | hour
    this week-end | 2013-02-15 18:00 / 2013-02-18 00:00 | hour
    monday mOrnIng | 2013-02-18 04:00 / 2013-02-18 12:00 | hour
    monday early in the morning | 2013-02-18 04:00 / 2013-02-18 09:00 | hour
    monday early morning | 2013-02-18 04:00 / 2013-02-18 09:00 | hour
    monday in the early hours of the morning | 2013-02-18 04:00 / 2013-02-18 09:00 | hour
    february the 15th in the morning | 2013-02-15 04:00 / 2013-02-15 12:00 | hour
    15 of february in the morning | 2013-02-15 04:00 / 2013-02-15 12:00 | hour
    morning of the 15th of february | 2013-02-15 04:00 / 2013-02-15 12:00 | hour
    last 2 seconds | 2013-02-12 04:29:58 / 2013-02-12 04:30 | second
    last two seconds | 2013-02-12 04:29:58 / 2013-02-12 04:30 | second
    next 3 seconds | 2013-02-12 04:30:01 / 2013-02-12 04:30:04 | second
    next three seconds | 2013-02-12 04:30:01 / 2013-02-12 04:30:04 | second
    last 2 minutes | 2013-02-12 04:28 / 2013-02-12 04:30 | minute
    last two minutes | 2013-02-12 04:28 / 2013-02-12 04:30 | minute
    next 3 minutes | 2013-02-12 04:31 / 2013-02-12 04:34 | minute
    next three minutes | 2013-02-12 04:31 / 2013-02-12 04:34 | minute
    last 1 hour | 2013-02-12 03:00 / 2013-02-12 04:00 | hour
    last one hour | 2013-02-12 03:00 / 2013-02-12 04:00 | hour
    next 3 hours | 2013-02-12 05:00 / 2013-02-12 08:00 | hour
    next three hours | 2013-02-12 05:00 / 2013-02-12 08:00 | hour
    last 2 days | 2013-02-10 00:00 / 2013-02-12 00:00 | day
    last two days | 2013-02-10 00:00 / 2013-02-12 00:00 | day
    past 2 days | 2013-02-10 00:00 / 2013-02-12 00:00 | day
    next 3 days | 2013-02-13 00:00 / 2013-02-16 00:00 | day
    next three days | 2013-02-13 00:00 / 2013-02-16 00:00 | day
    next few days | 2013-02-13 00:00 / 2013-02-16 00:00 | day
    last 2 weeks | 2013-01-28 00:00 / 2013-02-11 00:00 | week
    last two weeks | 2013-01-28 00:00 / 2013-02-11 00:00 | week
    past 2 weeks | 2013-01-28 00:00 / 2013-02-11 00:00 | week
    next 3 weeks | 2013-02-18 00:00 / 2013-03-11 00:00 | week
    next three weeks | 2013-02-18 00:00 / 2013-03-11 00:00 | week
    last 2 months | 2012-12-01 00:00 / 2013-02-01 00:00 | month
    last two months | 2012-12-01 00:00 / 2013-02-01 00:00 | month
    next 3 months | 2013-03-01 00:00 / 2013-06-01 00:00 | month
    next three months | 2013-03-01 00:00 / 2013-06-01 00:00 | month
    last 2 years | 2011-01-01 00:00 / 2013-01-01 00:00 | year
    last two years | 2011-01-01 00:00 / 2013-01-01 00:00 | year
    next 3 years | 2014-01-01 00:00 / 2017-01-01 00:00 | year
    next three years | 2014-01-01 00:00 / 2017-01-01 00:00 | year
    July 13-15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    July 13 to 15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    July 13 thru 15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    July 13 through 15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    July 13 - July 15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    from July 13-15 | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    from 13 to 15 July | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    from 13th to 15th July | 2013-07-13 00:00 / 2013-07-16 00:00 | day
    Aug 8 - Aug 12 | 2013-08-08 00:00 / 2013-08-13 00:00 | day
    9:30 - 11:00 | 2013-02-12 09:30 / 2013-02-12 11:01 | minute
    from 9:30 - 11:00 on Thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    between 9:30 and 11:00 on thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    9:30 - 11:00 on Thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    later than 9:30 but before 11:00 on Thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    Thursday from 9:30 to 11:00 | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    from 9:30 untill 11:00 on thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    Thursday from 9:30 untill 11:00 | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    9:30 till 11:00 on Thursday | 2013-02-14 09:30 / 2013-02-14 11:01 | minute
    tomorrow in between 1-2:30 ish | 2013-02-13 01:00 / 2013-02-13 02:31 | minute
    3-4pm | 2013-02-12 15:00 / 2013-02-12 17:00 | hour
    from 3 to 4 in the PM | 2013-02-12 15:00 / 2013-02-12 17:00 | hour
    around 3-4pm | 2013-02-12 15:00 / 2013-02-12 17:00 | hour
    3:30 to 6 PM | 2013-02-12 15:30 / 2013-02-12 19:00 | minute
    3:30-6 p.m. | 2013-02-12 15:30 / 2013-02-12 19:00 | minute
    8am - 1pm | 2013-02-12 08:00 / 2013-02-12 14:00 | hour
    Thursday from 9a to 11a | 2013-02-14 09:00 / 2013-02-14 12:00 | hour
    this Thu 9-11am | 2013-02-14 09:00 / 2013-02-14 12:00 | hour
    11:30-1:30 | 2013-02-12 11:30 / 2013-02-12 13:31 | minute
    1:30 PM on Sat, Sep 21 | 2013-09-21 13:30 | minute
    Within 2 weeks | 2013-02-12 04:30 / 2013-02-26 00:00 | second
    by 2:00pm | 2013-02-12 04:30 / 2013-02-12 14:00 | second
    by EOD | 2013-02-12 04:30 / 2013-02-13 00:00 | second
    by EOM | 2013-02-12 04:30 / 2013-03-01 00:00 | second
    by the end of next month | 2013-02-12 04:30 / 2013-04-01 00:00 | second
    4pm CET | 2013-02-12 13:00 | minute
    Thursday 8:00 GMT | 2013-02-14 06:00 | minute
    Thursday 8:00 gmt | 2013-02-14 06:00 | minute
    Thu at 8 GMT | 2013-02-14 06:00 | minute
    Thu at 8 gmt | 2013-02-14 06:00 | minute
    Thursday 8:00 PST | 2013-02-14 14:00 | minute
    Thursday 8:00 pst | 2013-02-14 14:00 | minute
    Thu at 8 am PST | 2013-02-14 14:00 | minute
    Thu at 8 am pst | 2013-02-14 14:00 | minute
    today at 2pm | 2013-02-12 14:00 | hour
    at 2pm | 2013-02-12 14:00 | hour
    3pm tomorrow | 2013-02-13 15:00 | hour
    until 2:00pm | before 2013-02-12 14:00 | minute
    through 2:00pm | before 2013-02-12 14:00 | minute
    after 2 pm | after 2013-02-12 14:00 | hour
    from 2 pm | after 2013-02-12 14:00 | hour
    since 2pm | after 2013-02-12 14:00 | hour
    after 5 days | after 2013-02-17 04:00 | hour
    before 11 am | before 2013-02-12 11:00 | hour
    in the afternoon | 2013-02-12 12:00 / 2013-02-12 19:00 | hour
    8am until 6 | 2013-02-12 08:00 / 2013-02-12 19:00 | hour
    at 1:30pm | 2013-02-12 13:30 | minute
    1:30pm | 2013-02-12 13:30 | minute
    in 15 minutes | 2013-02-12 04:45 | second
    in 15' | 2013-02-12 04:45 | second
    in 15 | 2013-02-12 04:45 | second
    after lunch | 2013-02-12 13:00 / 2013-02-12 17:00 | hour
    after school | 2013-02-12 15:00 / 2013-02-12 21:00 | hour
    10:30 | 2013-02-12 10:30 | minute
    approximately 1030 | 2013-02-12 10:30 | minute
    this morning | 2013-02-12 04:00 / 2013-02-12 12:00 | hour
    next monday | 2013-02-18 00:00 | day
    at 12pm | 2013-02-12 12:00 | hour
    at noon | 2013-02-12 12:00 | hour
    at 12am | 2013-02-13 00:00 | hour
    at midnight | 2013-02-13 00:00 | hour
    March | 2013-03-01 00:00 | month
    in March | 2013-03-01 00:00 | month
    tomorrow afternoon at 5 | 2013-02-13 17:00 | hour
    at 5 tomorrow afternoon | 2013-02-13 17:00 | hour
    at 5pm tomorrow | 2013-02-13 17:00 | hour
    tomorrow at 5pm | 2013-02-13 17:00 | hour
    tomorrow afternoon | 2013-02-13 12:00 / 2013-02-13 19:00 | hour
    tomorrow afternoonish | 2013-02-13 12:00 / 2013-02-13 19:00 | hour
    1pm-2pm tomorrow | 2013-02-13 13:00 / 2013-02-13 15:00 | hour
    on the first | 2013-03-01 00:00 | day
    the 1st | 2013-03-01 00:00 | day
    at 1030 | 2013-02-12 10:30 | minute
    around 1030 | 2013-02-12 10:30 | minute
    ten thirty am | 2013-02-12 10:30 | minute
    at 730 in the evening | 2013-02-12 19:30 | minute
    seven thirty p.m. | 2013-02-12 19:30 | minute
    tomorrow at 150ish | 2013-02-13 01:50 | minute
    tonight at 11 | 2013-02-12 23:00 | hour
    at 4:23 | 2013-02-12 04:23 | minute
    4:23am | 2013-02-12 04:23 | minute
    four twenty-three a m | 2013-02-12 04:23 | minute
    early March | 2013-03-01 00:00 / 2013-03-11 00:00 | day
    mid March | 2013-03-11 00:00 / 2013-03-21 00:00 | day
    late March | 2013-03-21 00:00 / 2013-04-01 00:00 | day
    last weekend of October | 2013-10-25 18:00 / 2013-10-28 00:00 | hour
    last week-end in October | 2013-10-25 18:00 / 2013-10-28 00:00 | hour
    last week end of October | 2013-10-25 18:00 / 2013-10-28 00:00 | hour
    last wkend of July | 2013-07-26 18:00 / 2013-07-29 00:00 | hour
    last weekend of October 2017 | 2017-10-27 18:00 / 2017-10-30 00:00 | hour
    August 27th - 29th | 2013-08-27 00:00 / 2013-08-30 00:00 | day
    from August 27th - 29th | 2013-08-27 00:00 / 2013-08-30 00:00 | day
    23rd to 26th Oct | 2013-10-23 00:00 / 2013-10-27 00:00 | day
    1-8 september | 2013-09-01 00:00 / 2013-09-09 00:00 | day
    12 to 16 september | 2013-09-12 00:00 / 2013-09-17 00:00 | day
    19th To 21st aug | 2013-08-19 00:00 / 2013-08-22 00:00 | day
    2/15 | 2013-02-15 00:00 | day
    on 2/15 | 2013-02-15 00:00 | day
    2 / 15 | 2013-02-15 00:00 | day
    2-15 | 2013-02-15 00:00 | day
    2 - 15 | 2013-02-15 00:00 | day
    10/31/1974 | 1974-10-31 00:00 | day
    10/31/74 | 1974-10-31 00:00 | day
    10-31-74 | 1974-10-31 00:00 | day
    10.31.1974 | 1974-10-31 00:00 | day
    4/25 at 4:00pm | 2013-04-25 16:00 | minute
    thanksgiving day | 2013-11-28 00:00 | day
    thanksgiving | 2013-11-28 00:00 | day
    thanksgiving 2013 | 2013-11-28 00:00 | day
    this thanksgiving | 2013-11-28 00:00 | day
    next thanksgiving day | 2013-11-28 00:00 | day
    thanksgiving of next year | 2014-11-27 00:00 | day
    thanksgiving 2014 | 2014-11-27 00:00 | day
    last thanksgiving | 2012-11-22 00:00 | day
    thanksgiving day 2012 | 2012-11-22 00:00 | day
    thanksgiving 2016 | 2016-11-24 00:00 | day
    thanksgiving 2017 | 2017-11-23 00:00 | day
    """
}
